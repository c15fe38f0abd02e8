import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { formatDateTime } from '../../../../src/common/format/dates.js';
import { formatFCFA, shortFCFA } from '../../../../src/common/format/money.js';
import type { MerchantLotteryDetail } from '../../../../src/contracts/merchant.js';
import { Chart } from '../../../../renderer/merchant/Chart.js';
import { bucketLabel } from '../../../../renderer/merchant/chart-labels.js';
import { PageHeader } from '../../../../renderer/ui/page-header.js';
import { ListSkeleton, StatsSkeleton } from '../../../../renderer/ui/skeleton.js';
import { LoadFailed } from '../../../../renderer/ui/load-failed.js';
import { Fields, Section } from '../../../../renderer/ui/section.js';
import { useLiveData } from '../../../../renderer/lib/use-live-data.js';
import { ButtonLink } from '../../../../renderer/ui/button.js';
import { Progress } from '../../../../renderer/ui/progress.js';
import { StatCard, StatGrid } from '../../../../renderer/ui/stat-card.js';
import { LotteryStatusBadge } from '../../components/badges.js';
import type { One } from '../../components/merchant-api.js';
import type { MerchantLotteryPageData } from './+data.js';

/** One raffle: participants, sales over time, the commitment, and after the draw its public proof. */
export default function MerchantLotteryPage() {
  const { t } = useTranslation();
  const { routeParams } = usePageContext();
  const first = useData<MerchantLotteryPageData>();
  // a raffle the server found missing is not asked again
  const path = first.notFound ? null : `/merchant/lotteries/${encodeURIComponent(routeParams.id ?? '')}`;
  const res = useLiveData<One<MerchantLotteryDetail> | null>(first.lottery, path, { fetchOnMount: !first.lottery });
  const notFound = first.notFound || res.error?.status === 404;
  const l = res.data?.data;

  return (
    <div className="space-y-5" data-testid="merchant-lottery">
      <a href="/merchant/lotteries" className="text-sm font-medium">
        ← {t('merchant.lotteries.back')}
      </a>
      {notFound || res.error ? (
        <LoadFailed
          message={notFound ? t('merchant.lotteries.not_found') : t('merchant.load_error')}
          onRetry={notFound ? undefined : res.reload}
        />
      ) : !l ? (
        <div className="space-y-4" role="status" aria-label={t('ui.loading')}>
          <StatsSkeleton />
          <ListSkeleton rows={2} />
        </div>
      ) : (
        <LotteryDetail l={l} />
      )}
    </div>
  );
}

function LotteryDetail({ l }: { l: MerchantLotteryDetail }) {
  const { t, i18n } = useTranslation();
  const drawn = l.status === 'drawn';
  return (
    <>
      <PageHeader
        title={l.product.name}
        intro={
          <span className="inline-flex flex-wrap items-center gap-2">
            <span className="font-mono">{l.lottery_number}</span>
            <LotteryStatusBadge status={l.status} />
          </span>
        }
        action={
          drawn ? (
            <ButtonLink href={`/lotteries/${l.id}`} data-testid="proof-link">
              {t('merchant.lotteries.proof_link')}
            </ButtonLink>
          ) : undefined
        }
      />
      <StatGrid label={t('merchant.lotteries.stats_label')}>
        <StatCard
          label={t('merchant.lotteries.participants')}
          value={l.participants_count}
          hint={t('merchant.lotteries.min_participants', { count: l.min_participants })}
          testId="stat-participants"
        />
        <StatCard
          label={t('merchant.lotteries.tickets_sold')}
          value={`${l.sold_tickets} / ${l.total_tickets}`}
          hint={t('merchant.lotteries.reserved', { count: l.reserved_tickets })}
          testId="stat-sold"
        />
        <StatCard
          label={t('merchant.lotteries.revenue')}
          value={formatFCFA(l.revenue)}
          hint={t('merchant.products.ticket_at', { price: formatFCFA(l.ticket_price) })}
          testId="stat-revenue"
        />
        <StatCard
          label={t(l.drawn_at ? 'merchant.lotteries.drawn_at' : 'merchant.lotteries.end_date')}
          value={<span className="text-base">{formatDateTime(l.draw_date, i18n.language)}</span>}
          testId="stat-draw-date"
        />
      </StatGrid>
      <Progress
        value={l.sold_tickets}
        max={l.total_tickets}
        label={t('merchant.lotteries.sold_of', { sold: l.sold_tickets, total: l.total_tickets })}
      />

      <Section title={t('merchant.lotteries.sales_over_time')} testId="sales-over-time">
        {l.sales_series.length === 0 ? (
          <p className="text-sm text-neutral-600">{t('merchant.lotteries.no_sales')}</p>
        ) : (
          <Chart
            type="bar"
            title={t('merchant.lotteries.sales_over_time')}
            labels={l.sales_series.map((p) => bucketLabel(p.date, 'day', i18n.language))}
            series={[{ label: t('merchant.analytics.tickets'), values: l.sales_series.map((p) => p.tickets) }]}
            testId="lottery-chart"
          />
        )}
      </Section>

      <Section title={t('merchant.lotteries.fairness')} testId="fairness">
        <Fields
          rows={[
            [
              t('merchant.lotteries.commitment'),
              <code key="c" className="font-mono text-xs break-all" data-testid="seed-commitment">
                {l.seed_commitment ?? '—'}
              </code>,
            ],
            ...(drawn
              ? ([
                  [
                    t('merchant.lotteries.winning_ticket'),
                    <span key="w" className="font-mono" data-testid="winning-ticket">
                      {l.winning_ticket_number ?? '—'}
                    </span>,
                  ],
                  [
                    t('merchant.lotteries.verification_code'),
                    <span key="v" className="font-mono">
                      {l.proof?.verification_code ?? '—'}
                    </span>,
                  ],
                ] as [string, ReactNode][])
              : []),
          ]}
        />
        <p className="mt-3 text-sm text-neutral-600">
          {t(drawn ? 'merchant.lotteries.proof_text' : 'merchant.lotteries.commitment_text')}
        </p>
        {l.status === 'open' && (
          <p className="mt-1 text-sm text-neutral-600">
            {t('merchant.lotteries.revenue_if_sold', { amount: shortFCFA(l.ticket_price * l.total_tickets) })}
          </p>
        )}
      </Section>
    </>
  );
}
