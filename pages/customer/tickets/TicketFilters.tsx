import { useTranslation } from 'react-i18next';
import { CUSTOMER_LIMITS, TICKET_PERIODS } from '../../../src/contracts/customer.js';
import { useUrlFilters } from '../../../renderer/lib/use-url-filters.js';
import { FilterForm } from '../../../renderer/ui/filter-form.js';

const STATUS_OPTIONS = ['reserved', 'active', 'pending', 'won', 'lost', 'refunded', 'released'] as const;
const DEFAULTS = { search: '', status: '', period: '', per_page: String(CUSTOMER_LIMITS.ticketsPerPage) };

/**
 * Filters live in the URL and reload +data through a navigation: a plain GET form before hydration,
 * then every change at once, the search 500 ms after the last key (spec 2 §9), from page 1.
 */
export function TicketFilters() {
  const { t } = useTranslation();
  const filters = useUrlFilters(DEFAULTS, { navigate: true });
  return (
    <FilterForm
      filters={filters}
      action="/customer/tickets"
      testId="ticket-filters"
      search={{
        name: 'search',
        label: t('customer_tickets.filters.search'),
        placeholder: t('customer_tickets.filters.search_placeholder'),
      }}
      selects={[
        {
          name: 'status',
          label: t('customer_tickets.filters.status'),
          all: t('customer_tickets.filters.all'),
          options: STATUS_OPTIONS.map((s) => ({ value: s, label: t(`customer_tickets.states.${s}`) })),
        },
        {
          name: 'period',
          label: t('customer_tickets.filters.period'),
          all: t('customer_tickets.filters.any_period'),
          options: TICKET_PERIODS.map((p) => ({ value: p, label: t(`customer_tickets.periods.${p}`) })),
        },
        {
          name: 'per_page',
          label: t('customer_tickets.filters.per_page'),
          all: null,
          options: CUSTOMER_LIMITS.ticketPageSizes.map((n) => ({ value: String(n), label: String(n) })),
        },
      ]}
    />
  );
}
