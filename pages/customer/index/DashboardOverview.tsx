import { useTranslation } from 'react-i18next';
import { formatFCFA } from '../../../src/common/format/money.js';
import type { PopularLotteryDto } from '../../../src/contracts/catalogue.js';
import type { CustomerDashboardDto } from '../../../src/contracts/customer.js';
import { ProductImage } from '../../../renderer/catalogue/ProductImage.js';
import { ButtonLink } from '../../../renderer/ui/button.js';
import { Progress } from '../../../renderer/ui/progress.js';
import { StatCard, StatGrid } from '../../../renderer/ui/stat-card.js';
import { TicketStatusBadge } from '../components/TicketStatusBadge.js';

/** Four figures, what needs doing (payments, prizes), the last 5 tickets. */
export function DashboardStats({ stats, now }: { stats: CustomerDashboardDto; now: Date }) {
  const { t } = useTranslation();
  return (
    <>
      <StatGrid label={t('customer_dashboard.stats_label')} testId="dashboard-stats">
        <StatCard
          label={t('customer_dashboard.stats.total_tickets')}
          value={stats.total_tickets}
          testId="stat-total-tickets"
        />
        <StatCard
          label={t('customer_dashboard.stats.lotteries_participated')}
          value={stats.lotteries_participated}
          hint={t('customer_dashboard.stats.active', { count: stats.active_participations })}
          testId="stat-lotteries"
        />
        <StatCard
          label={t('customer_dashboard.stats.total_spent')}
          value={formatFCFA(stats.total_spent)}
          testId="stat-total-spent"
        />
        <StatCard label={t('customer_dashboard.stats.prizes_won')} value={stats.prizes_won} testId="stat-prizes-won" />
      </StatGrid>

      {(stats.orders_awaiting_payment > 0 || stats.prizes_to_claim > 0) && (
        <ul className="space-y-2">
          {stats.prizes_to_claim > 0 && (
            <li className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-sun-400 bg-sun-50 p-3 text-sm text-neutral-900">
              <span className="font-semibold">
                {t('customer_dashboard.prizes_to_claim', { count: stats.prizes_to_claim })}
              </span>
              <ButtonLink href="/customer/tickets?status=won" size="sm">
                {t('customer_dashboard.claim_link')}
              </ButtonLink>
            </li>
          )}
          {stats.orders_awaiting_payment > 0 && (
            <li
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-ocean-100 bg-ocean-50 p-3 text-sm text-neutral-900"
              data-testid="awaiting-payment"
            >
              <span>{t('customer_dashboard.awaiting_payment', { count: stats.orders_awaiting_payment })}</span>
              <ButtonLink href="/customer/orders" size="sm" variant="outline">
                {t('customer_dashboard.orders_link')}
              </ButtonLink>
            </li>
          )}
        </ul>
      )}

      <section aria-labelledby="recent-tickets">
        <div className="flex items-center justify-between gap-2">
          <h2 id="recent-tickets" className="text-lg font-semibold text-neutral-900">
            {t('customer_dashboard.recent_tickets')}
          </h2>
          <a href="/customer/tickets" className="text-sm font-medium">
            {t('customer_dashboard.all_tickets')}
          </a>
        </div>
        {stats.recent_tickets.length === 0 ? (
          <p className="mt-2 rounded-xl border border-dashed border-neutral-300 p-4 text-sm text-neutral-600">
            {t('customer_dashboard.no_tickets')} <a href="/customer/products">{t('customer_dashboard.discover')}</a>
          </p>
        ) : (
          <ul
            className="mt-2 divide-y divide-neutral-200 rounded-xl border border-neutral-200 bg-white"
            data-testid="recent-tickets"
          >
            {stats.recent_tickets.map((ticket) => (
              <li key={ticket.id} className="flex items-center justify-between gap-3 p-3">
                <div className="min-w-0">
                  <a
                    href={`/customer/products/${ticket.product.id}`}
                    className="block truncate text-sm font-semibold text-neutral-900"
                  >
                    {ticket.product.name}
                  </a>
                  <p className="font-mono text-xs text-neutral-600">
                    {ticket.ticket_number} · {formatFCFA(ticket.price_paid)}
                  </p>
                </div>
                <TicketStatusBadge ticket={ticket} now={now} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** Up to 6 open draws selling fastest, each with its progress and "Participer" (or "Complet"). */
export function PopularLotteries({ lotteries }: { lotteries: PopularLotteryDto[] }) {
  const { t } = useTranslation();
  if (!lotteries.length) return null;
  return (
    <section aria-labelledby="popular-lotteries">
      <h2 id="popular-lotteries" className="text-lg font-semibold text-neutral-900">
        {t('customer_dashboard.popular')}
      </h2>
      <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {lotteries.map((l) => {
          const full = l.sold_tickets >= l.total_tickets;
          return (
            <li key={l.id} className="flex gap-3 rounded-xl border border-neutral-200 bg-white p-3 shadow-sm">
              <ProductImage src={l.product.image_url} alt="" className="size-16 shrink-0 rounded-lg" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-semibold text-neutral-900">{l.product.title}</p>
                <p className="text-xs text-neutral-600">
                  {t('customer_dashboard.ticket_price', { price: formatFCFA(l.ticket_price) })}
                </p>
                <Progress
                  value={l.sold_tickets}
                  max={l.total_tickets}
                  className="mt-1"
                  label={t('customer_dashboard.sold', { sold: l.sold_tickets, total: l.total_tickets })}
                />
                <ButtonLink
                  href={`/customer/products/${l.product.id}`}
                  size="sm"
                  variant={full ? 'outline' : 'primary'}
                  className="mt-2"
                  aria-disabled={full || undefined}
                >
                  {t(full ? 'customer_dashboard.full' : 'customer_dashboard.participate')}
                </ButtonLink>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
