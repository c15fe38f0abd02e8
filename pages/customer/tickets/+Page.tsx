import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import { formatFCFA } from '../../../src/common/format/money.js';
import { CUSTOMER_LIMITS } from '../../../src/contracts/customer.js';
import { ButtonLink } from '../../../renderer/ui/button.js';
import { EmptyState } from '../../../renderer/ui/empty-state.js';
import { Pager } from '../../../renderer/ui/pager.js';
import { LoadError } from '../components/LoadError.js';
import { StatCard, StatGrid } from '../../../renderer/ui/stat-card.js';
import { withQuery } from '../../../renderer/lib/url-filters.js';
import { useNow } from '../components/use-now.js';
import type { TicketsPageData } from './+data.js';
import { TicketCard } from './TicketCard.js';
import { TicketFilters } from './TicketFilters.js';
import { PageHeader } from '../../../renderer/ui/page-header.js';

/** Spec 2 §2.2 "My tickets": figures, filters, one card per ticket (phones first), pages. */
export default function MyTicketsPage() {
  const { t } = useTranslation();
  const { query, tickets, pagination, stats, now: serverNow, error, reviewed } = useData<TicketsPageData>();
  const now = useNow(serverNow);
  const filtered = !!(query.status || query.search || query.period || query.lottery_id);
  const href = (page: number) => withQuery('/customer/tickets', { ...query, page: page > 1 ? page : undefined });

  return (
    <div className="space-y-5" data-testid="tickets-page">
      <PageHeader title={t('customer_tickets.title')} intro={t('customer_tickets.intro')} />

      {stats && (
        <StatGrid>
          <StatCard
            label={t('customer_tickets.stats.total_tickets')}
            value={stats.total_tickets}
            testId="stat-total-tickets"
          />
          <StatCard label={t('customer_tickets.stats.prizes_won')} value={stats.prizes_won} testId="stat-prizes-won" />
          <StatCard
            label={t('customer_tickets.stats.total_spent')}
            value={formatFCFA(stats.total_spent)}
            testId="stat-total-spent"
          />
          <StatCard
            label={t('customer_tickets.stats.active_tickets')}
            value={stats.active_tickets}
            hint={
              stats.by_status.reserved
                ? t('customer_tickets.stats.reserved_hint', { count: stats.by_status.reserved })
                : undefined
            }
            testId="stat-active-tickets"
          />
        </StatGrid>
      )}

      <TicketFilters />

      {error ? (
        <LoadError />
      ) : tickets.length === 0 ? (
        <EmptyState
          title={t(filtered ? 'customer_tickets.empty_filtered' : 'customer_tickets.empty_title')}
          text={filtered ? undefined : t('customer_tickets.empty_text')}
          action={
            filtered ? (
              <ButtonLink href="/customer/tickets" variant="outline">
                {t('customer_tickets.filters.reset')}
              </ButtonLink>
            ) : (
              <ButtonLink href="/customer/products">{t('customer_tickets.browse')}</ButtonLink>
            )
          }
        />
      ) : (
        <>
          {pagination && (
            <p className="text-sm text-neutral-600" aria-live="polite">
              {t('customer_tickets.showing', { from: pagination.from, to: pagination.to, total: pagination.total })}
            </p>
          )}
          <ul className="space-y-3" data-testid="ticket-list">
            {tickets.map((ticket) => (
              <li key={ticket.id}>
                <TicketCard ticket={ticket} now={now} reviewed={reviewed.includes(ticket.lottery.id)} />
              </li>
            ))}
          </ul>
          {pagination && <Pager page={pagination.current_page} pages={pagination.last_page} hrefFor={href} />}
        </>
      )}
      <p className="text-xs text-neutral-500">
        {t('customer_tickets.claim_rule', { days: CUSTOMER_LIMITS.claimDays })}
      </p>
    </div>
  );
}
