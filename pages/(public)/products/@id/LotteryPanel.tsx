import { useTranslation } from 'react-i18next';
import type { ActiveLotteryDto } from '../../../../src/contracts/catalogue.js';
import { formatDateTime } from '../../../../src/common/format/dates.js';
import { formatFCFA } from '../../../../src/common/format/money.js';
import { ShieldIcon } from '../../../../renderer/catalogue/icons.js';
import { timeLeft } from '../../../../renderer/catalogue/time-left.js';
import { Badge } from '../../../../renderer/ui/badge.js';
import { Progress } from '../../../../renderer/ui/progress.js';

/** Progress of the draw, its practical details, and the seed commitment published when it opened. */
export function LotteryPanel({ lottery, participants }: { lottery: ActiveLotteryDto; participants: number }) {
  const { t, i18n } = useTranslation();
  // past its end date but still open: the draw is waiting (for the job, or for an administrator when auto_draw is off)
  const status =
    lottery.status === 'drawn'
      ? 'drawn'
      : lottery.is_complete
        ? 'complete'
        : lottery.status === 'open'
          ? lottery.time_remaining > 0
            ? 'open'
            : 'pending'
          : 'closed';
  return (
    <section
      className="flex flex-col gap-4 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm"
      aria-labelledby="draw-title"
      data-testid="lottery-panel"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="draw-title" className="text-lg font-semibold text-neutral-900">
          {t('product.draw.title')}
        </h2>
        <Badge
          tone={
            status === 'open'
              ? 'brand'
              : status === 'complete' || status === 'pending'
                ? 'sun'
                : status === 'drawn'
                  ? 'ocean'
                  : 'neutral'
          }
        >
          {t(`product.draw.status_${status}`)}
        </Badge>
      </div>
      <Progress
        value={lottery.sold_tickets}
        max={lottery.total_tickets}
        label={t('product.draw.sold', { sold: lottery.sold_tickets, total: lottery.total_tickets })}
      />
      <p className="-mt-2 text-sm text-neutral-600">
        {t('product.draw.remaining', { count: lottery.remaining_tickets })}
      </p>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-neutral-500">{t('product.draw.ticket_price')}</dt>
          <dd className="font-semibold text-neutral-900">{formatFCFA(lottery.ticket_price)}</dd>
        </div>
        <div>
          <dt className="text-neutral-500">{t('product.draw.deadline')}</dt>
          <dd className="font-semibold text-neutral-900">{formatDateTime(lottery.draw_date, i18n.language)}</dd>
        </div>
        <div>
          <dt className="text-neutral-500">{t('product.draw.time_left')}</dt>
          <dd className="font-semibold text-neutral-900">{timeLeft(lottery.time_remaining, t)}</dd>
        </div>
        <div>
          <dt className="text-neutral-500">{t('product.draw.participants')}</dt>
          <dd className="font-semibold text-neutral-900" data-testid="participants">
            {participants}
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="text-neutral-500">{t('product.draw.chance')}</dt>
          <dd className="font-semibold text-neutral-900">
            {t('product.draw.chance_value', { total: lottery.total_tickets })}
          </dd>
        </div>
      </dl>
      {lottery.seed_commitment && (
        <div className="rounded-xl bg-neutral-50 p-3 text-sm">
          <p className="flex items-center gap-2 font-semibold text-neutral-900">
            <ShieldIcon size={18} className="text-brand-700" />
            {t('product.draw.commitment')}
          </p>
          <p className="mt-1 font-mono text-xs break-all text-neutral-700" data-testid="seed-commitment">
            {lottery.seed_commitment}
          </p>
          <p className="mt-2 text-neutral-600">
            {t('product.draw.commitment_help')}{' '}
            <a href="/how-it-works#faq" className="font-semibold text-brand-700 underline">
              {t('product.draw.commitment_more')}
            </a>
          </p>
          <a href={`/lotteries/${lottery.id}`} className="mt-2 inline-block font-semibold text-brand-700 underline">
            {t(status === 'drawn' ? 'product.draw.result_link' : 'product.draw.page_link')}
          </a>
        </div>
      )}
    </section>
  );
}
