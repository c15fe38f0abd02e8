import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrawBeaconDto, DrawProofDto } from '../../../../src/contracts/catalogue.js';
import { formatDateTime } from '../../../../src/common/format/dates.js';
import { CheckCircleIcon, ErrorIcon } from '../../../../renderer/ui/icons.js';
import { api, failureOf } from '../../../../renderer/lib/api.js';
import {
  isWebCryptoAvailable,
  publishedDrawOf,
  verifyDraw,
  type DrawCheck,
} from '../../../../src/common/draw-verifier/verify-draw.js';
import { Button } from '../../../../renderer/ui/button.js';
import type { LotteryPageData } from './+data.js';

type Outcome = { check: DrawCheck; tickets: string[] } | { error: string };

/** One term of a <dl>: a div holding only its dt and dd (a wide one spans both columns of the list's grid). */
function Mono({
  label,
  value,
  testId,
  wide = false,
}: {
  label: string;
  value: string;
  testId?: string;
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'col-span-2' : undefined}>
      <dt className="text-neutral-600">{label}</dt>
      <dd className="font-mono text-xs break-all text-neutral-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The rule named at opening: which public value, published after sales close, the draw mixes in. */
export function BeaconRule({ source }: { source: string }) {
  const { t } = useTranslation();
  const chain = /^drand:([0-9a-f]{64})$/.exec(source)?.[1];
  return (
    <p className="text-neutral-600 break-words" data-testid="beacon-rule">
      {chain ? t('proof.beacon_rule_drand', { chain }) : t('proof.beacon_rule_local')}
    </p>
  );
}

/** Which public value is mixed into the draw: the rule named at opening, then the round it picked. */
function BeaconProof({ beacon }: { beacon: DrawBeaconDto }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="grid gap-3 rounded-xl bg-neutral-50 p-3" data-testid="proof-beacon">
      <p className="font-semibold text-neutral-900">{t('proof.beacon')}</p>
      <BeaconRule source={beacon.source} />
      {beacon.round !== null && (
        <>
          <dl className="grid grid-cols-2 gap-3">
            <Mono
              label={t('proof.sales_closed_at')}
              value={beacon.sales_closed_at ? formatDateTime(beacon.sales_closed_at, i18n.language) : '—'}
            />
            <Mono label={t('proof.beacon_round')} value={String(beacon.round)} testId="proof-beacon-round" />
            <Mono label={t('proof.beacon_value')} value={beacon.value ?? '—'} testId="proof-beacon-value" wide />
          </dl>
          {beacon.url && (
            <a className="text-brand-700 underline" href={beacon.url} target="_blank" rel="noopener noreferrer">
              {t('proof.beacon_link')}
            </a>
          )}
        </>
      )}
    </div>
  );
}

/**
 * The published proof, and a check computed here in the browser (Web Crypto), independently of the
 * server's code: the visitor does not have to trust us to know the winner is the right one.
 */
export function ProofPanel({ proof }: { proof: LotteryPageData['proof'] }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function check() {
    setBusy(true);
    try {
      if (!isWebCryptoAvailable()) throw new Error(t('proof.no_crypto'));
      const full = (await api<{ data: DrawProofDto }>(`/public/results/${proof.lottery_id}/proof`)).data;
      const result = await verifyDraw(publishedDrawOf(full));
      setOutcome({ check: result, tickets: full.tickets });
    } catch (err) {
      setOutcome({
        error: err instanceof Error && err.message ? err.message : failureOf(err).message || t('errors.generic'),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      className="flex flex-col gap-4 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm"
      aria-labelledby="proof-title"
      data-testid="proof-panel"
    >
      <h2 id="proof-title" className="text-lg font-semibold text-neutral-900">
        {t('proof.title')}
      </h2>
      <p className="text-sm text-neutral-600">{t('proof.explain')}</p>
      {/* only dt/dd groups inside the list (axe: definition-list, dlitem); the beacon has its own list */}
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <Mono label={t('proof.algorithm')} value={proof.algorithm} wide />
        <Mono label={t('proof.commitment')} value={proof.seed_commitment ?? '—'} wide />
        <Mono label={t('proof.seed')} value={proof.seed ?? '—'} testId="proof-seed" wide />
        <Mono label={t('proof.pool_hash')} value={proof.pool_hash ?? '—'} wide />
        <Mono label={t('proof.tickets')} value={String(proof.tickets_count)} />
        <Mono label={t('proof.counter')} value={String(proof.counter ?? '—')} />
        <Mono label={t('proof.winning_ticket')} value={proof.winning_ticket ?? '—'} />
        <Mono
          label={t('proof.drawn_at')}
          value={proof.drawn_at ? formatDateTime(proof.drawn_at, i18n.language) : '—'}
        />
      </dl>
      {proof.beacon && <BeaconProof beacon={proof.beacon} />}
      <Button onClick={() => void check()} loading={busy} data-testid="verify-in-browser">
        {t('proof.check')}
      </Button>
      <div aria-live="polite">
        {outcome && 'check' in outcome && (
          <div
            className={
              outcome.check.matches
                ? 'rounded-xl bg-brand-50 p-4 text-brand-900'
                : 'rounded-xl bg-red-50 p-4 text-red-900'
            }
            data-testid="proof-outcome"
          >
            <p className="flex items-center gap-2 font-bold">
              {outcome.check.matches ? <CheckCircleIcon className="shrink-0" /> : <ErrorIcon className="shrink-0" />}
              {outcome.check.matches ? t('proof.match', { ticket: outcome.check.winner }) : t('proof.mismatch')}
            </p>
            <ul className="mt-2 space-y-1 text-sm">
              <li>
                {outcome.check.commitmentMatches ? '✓' : '✗'} {t('proof.check_commitment')}
              </li>
              <li>
                {outcome.check.poolHashMatches ? '✓' : '✗'} {t('proof.check_pool')}
              </li>
              <li>
                {outcome.check.winner === proof.winning_ticket ? '✓' : '✗'}{' '}
                {t('proof.check_winner', {
                  ticket: outcome.check.winner ?? '—',
                  counter: outcome.check.counter ?? '—',
                })}
              </li>
            </ul>
            <details className="mt-3 text-sm">
              <summary className="cursor-pointer font-semibold">
                {t('proof.show_tickets', { count: outcome.tickets.length })}
              </summary>
              <p className="mt-2 max-h-48 overflow-y-auto font-mono text-xs break-all">{outcome.tickets.join(' ')}</p>
            </details>
          </div>
        )}
        {outcome && 'error' in outcome && (
          <p role="alert" className="rounded-xl bg-red-50 p-4 text-sm font-medium text-red-800">
            {outcome.error}
          </p>
        )}
      </div>
    </section>
  );
}
