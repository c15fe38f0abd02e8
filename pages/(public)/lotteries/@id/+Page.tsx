import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import { formatDateTime } from '../../../../src/common/format/dates.js';
import { formatFCFA } from '../../../../src/common/format/money.js';
import { ShieldIcon, TrophyIcon } from '../../../../renderer/catalogue/icons.js';
import { ProductImage } from '../../../../renderer/catalogue/ProductImage.js';
import { timeLeft } from '../../../../renderer/catalogue/time-left.js';
import { Badge, type BadgeTone } from '../../../../renderer/ui/badge.js';
import { Progress } from '../../../../renderer/ui/progress.js';
import type { LotteryPageData } from './+data.js';
import { BeaconRule, ProofPanel } from './ProofPanel.js';

const TONES: Record<string, BadgeTone> = {
  open: 'brand',
  sold_out: 'sun',
  drawn: 'ocean',
  expired: 'neutral',
  cancelled: 'danger',
};

/** The draw page (/lotteries/{id}): its state while it runs, then its result and the proof. */
export default function LotteryPage() {
  const { t, i18n } = useTranslation();
  const { lottery, proof } = useData<LotteryPageData>();
  const drawn = proof.drawn && lottery.winning_ticket;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <p className="text-sm text-neutral-600">{t('proof.kicker', { number: lottery.lottery_number })}</p>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">{lottery.title}</h1>
        <Badge tone={TONES[lottery.status] ?? 'neutral'} data-testid="lottery-status">
          {t(`proof.status.${lottery.status}`)}
        </Badge>
      </div>

      <a
        href={`/products/${lottery.product.id}`}
        className="mt-5 flex items-center gap-3 rounded-2xl border border-neutral-200 bg-white p-3 no-underline shadow-sm"
      >
        <ProductImage
          src={lottery.product.image_url}
          alt=""
          sizes="80px"
          width={80}
          height={80}
          className="size-20 shrink-0 rounded-xl"
        />
        <div className="min-w-0">
          <p className="truncate font-semibold text-neutral-900">{lottery.product.title}</p>
          <p className="text-sm text-neutral-600">{t('proof.value', { value: formatFCFA(lottery.product.price) })}</p>
          <p className="text-sm text-neutral-600">
            {t('proof.ticket_price', { price: formatFCFA(lottery.ticket_price) })}
          </p>
        </div>
      </a>

      {drawn && (
        <section className="mt-5 rounded-2xl border-2 border-sun-400 bg-sun-50 p-5" data-testid="draw-result">
          <p className="flex items-center gap-2 text-lg font-bold text-neutral-900">
            <TrophyIcon className="shrink-0 text-sun-600" /> {t('proof.winner_title')}
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
            <div>
              <dt className="text-neutral-600">{t('proof.winning_ticket')}</dt>
              <dd className="font-mono font-bold break-all" data-testid="winning-ticket">
                {lottery.winning_ticket}
              </dd>
            </div>
            <div>
              <dt className="text-neutral-600">{t('proof.winner')}</dt>
              <dd className="font-semibold">
                {lottery.winner?.initial}
                {lottery.winner?.city ? ` (${lottery.winner.city})` : ''}
              </dd>
            </div>
            <div>
              <dt className="text-neutral-600">{t('proof.code')}</dt>
              <dd className="font-mono font-bold">
                <a href={`/verify?code=${lottery.verification_code}`} className="underline">
                  {lottery.verification_code}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-neutral-600">{t('proof.drawn_at')}</dt>
              <dd className="font-semibold">
                {lottery.drawn_at ? formatDateTime(lottery.drawn_at, i18n.language) : '—'}
              </dd>
            </div>
          </dl>
        </section>
      )}

      <section
        className="mt-5 flex flex-col gap-3 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm"
        aria-label={t('proof.progress')}
      >
        <Progress
          value={lottery.sold_tickets}
          max={lottery.total_tickets}
          label={t('product.draw.sold', { sold: lottery.sold_tickets, total: lottery.total_tickets })}
        />
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-neutral-600">{t('product.draw.participants')}</dt>
            <dd className="font-semibold">{lottery.participants}</dd>
          </div>
          <div>
            <dt className="text-neutral-600">{t('product.draw.deadline')}</dt>
            <dd className="font-semibold">{formatDateTime(lottery.end_date, i18n.language)}</dd>
          </div>
          {lottery.status === 'open' && (
            <div>
              <dt className="text-neutral-600">{t('product.draw.time_left')}</dt>
              <dd className="font-semibold">{timeLeft(lottery.time_remaining, t)}</dd>
            </div>
          )}
          <div>
            <dt className="text-neutral-600">{t('product.draw.remaining_label')}</dt>
            <dd className="font-semibold">{lottery.remaining_tickets}</dd>
          </div>
        </dl>
      </section>

      {drawn ? (
        <div className="mt-5">
          <ProofPanel proof={proof} />
        </div>
      ) : (
        <section className="mt-5 rounded-2xl bg-neutral-50 p-4 text-sm" aria-labelledby="commitment-title">
          <h2 id="commitment-title" className="flex items-center gap-2 font-semibold text-neutral-900">
            <ShieldIcon size={18} className="text-brand-700" /> {t('product.draw.commitment')}
          </h2>
          <p className="mt-1 font-mono text-xs break-all text-neutral-700" data-testid="seed-commitment">
            {lottery.seed_commitment ?? '—'}
          </p>
          {proof.beacon && (
            <div className="mt-2">
              <BeaconRule source={proof.beacon.source} />
            </div>
          )}
          <p className="mt-2 text-neutral-600">{t('proof.before_draw')}</p>
          <a href="/how-it-works#faq" className="mt-2 inline-block font-semibold text-brand-700 underline">
            {t('product.draw.commitment_more')}
          </a>
        </section>
      )}
    </div>
  );
}
