import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrawRegisterRowDto } from '../../../src/contracts/transparency.js';
import { DateText } from '../../../renderer/ui/date-text.js';
import { StatusBadge } from '../../../renderer/ui/status-badge.js';
import { LongHex } from './LongHex.js';

function Item({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'min-w-0 col-span-2' : 'min-w-0'}>
      <dt className="text-xs text-neutral-600">{label}</dt>
      <dd className="mt-0.5 text-sm font-medium break-words text-neutral-900">{children}</dd>
    </div>
  );
}

/** The anchor of the raffle page's proof panel (its heading), where the browser check is. */
export const proofAnchor = (lotteryId: number) => `/lotteries/${lotteryId}#proof-title`;

/**
 * One raffle of the register: what it committed to at the opening, and once drawn everything needed to
 * recompute its winner, with its proof as JSON and a link to the check on the raffle's page.
 */
export function DrawCard({ draw: d }: { draw: DrawRegisterRowDto }) {
  const { t } = useTranslation();
  const drawn = d.status === 'drawn' && d.seed !== null;
  return (
    <article
      className="rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm"
      aria-labelledby={`draw-${d.lottery_id}`}
      data-testid="draw-row"
      data-lottery={d.lottery_number}
      data-status={d.status}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={`draw-${d.lottery_id}`} className="min-w-0 font-semibold text-neutral-900">
          <a href={`/lotteries/${d.lottery_id}`} className="hover:text-brand-700" data-testid="draw-link">
            <span className="block font-mono text-xs text-neutral-600">{d.lottery_number}</span>
            <span className="break-words">{d.product_name}</span>
          </a>
        </h3>
        <StatusBadge
          kind="lottery"
          status={d.status}
          label={t(`transparency.status.${d.status}`, { defaultValue: d.status })}
          testId="draw-status"
        />
      </header>

      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
        <Item label={t('transparency.fields.commitment')} wide>
          {d.seed_commitment ? <LongHex value={d.seed_commitment} testId="draw-commitment" /> : '—'}
        </Item>
        <Item label={t('transparency.fields.opened_at')}>
          <DateText value={d.opened_at} />
        </Item>
        <Item label={t('transparency.fields.sold')}>
          {t('transparency.fields.sold_value', { sold: d.sold_tickets, total: d.total_tickets })}
        </Item>
        {drawn ? (
          <>
            <Item label={t('transparency.fields.drawn_at')}>
              <DateText value={d.drawn_at} />
            </Item>
            <Item label={t('transparency.fields.winning_ticket')}>
              <span className="font-mono font-bold" data-testid="draw-winner">
                {d.winning_ticket}
              </span>
            </Item>
            <Item label={t('transparency.fields.pool_size')}>
              <span data-testid="draw-pool-size">{d.pool_size}</span>
            </Item>
            <Item label={t('transparency.fields.verification_code')}>
              <span className="font-mono tracking-wider" data-testid="draw-code">
                {d.verification_code}
              </span>
            </Item>
            <Item label={t('transparency.fields.seed')} wide>
              <LongHex value={d.seed!} testId="draw-seed" />
            </Item>
            <Item label={t('transparency.fields.beacon_round')} wide>
              {d.beacon_round !== null ? (
                <span data-testid="draw-beacon-round">
                  {t('transparency.beacon_round', { round: d.beacon_round })}
                  {d.beacon_value && (
                    <span className="mt-1 block">
                      <LongHex value={d.beacon_value} />
                    </span>
                  )}
                </span>
              ) : (
                <span className="text-neutral-600">{t('transparency.no_beacon')}</span>
              )}
            </Item>
          </>
        ) : (
          <Item label={t(d.status === 'cancelled' ? 'transparency.draw' : 'transparency.fields.seed')} wide>
            <span className="text-neutral-600">
              {d.status === 'cancelled' ? t('transparency.cancelled_note') : t('transparency.seed_pending')}
            </span>
          </Item>
        )}
      </dl>

      {drawn && (
        <p className="mt-3 flex flex-wrap gap-2 border-t border-neutral-100 pt-3 text-sm">
          <a
            href={`/api/public/results/${d.lottery_id}/proof`}
            className="inline-flex min-h-10 items-center rounded-lg border border-neutral-300 px-3 font-semibold text-neutral-900 hover:bg-neutral-50"
            aria-label={t('transparency.proof_json_label', { number: d.lottery_number })}
            data-testid="draw-proof-json"
          >
            {t('transparency.proof_json')}
          </a>
          <a
            href={proofAnchor(d.lottery_id)}
            className="inline-flex min-h-10 items-center rounded-lg bg-brand-700 px-3 font-semibold text-white hover:bg-brand-800"
            aria-label={t('transparency.verify_label', { number: d.lottery_number })}
            data-testid="draw-verify"
          >
            {t('transparency.verify')}
          </a>
        </p>
      )}
    </article>
  );
}
