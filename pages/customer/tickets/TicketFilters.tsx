import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'vike/client/router';
import { CUSTOMER_LIMITS, TICKET_PERIODS, type MyTicketsQuery } from '../../../src/contracts/customer.js';
import { Button } from '../../../renderer/ui/button.js';
import { Select, TextInput } from '../../../renderer/ui/field.js';
import { withQuery } from '../../../renderer/lib/url-filters.js';

/** Selects keep 16px text but less padding, as the public catalogue's, so that labels fit at 360 px. */
const compact = 'px-2! pr-7!';
const STATUS_OPTIONS = ['reserved', 'active', 'pending', 'won', 'lost', 'refunded', 'released'] as const;
/** Spec 2 §9: the search waits 500 ms after the last key before loading. */
const SEARCH_DEBOUNCE_MS = 500;

/**
 * Filters live in the URL: a plain GET form (works before hydration), and once hydrated every change
 * navigates at once, the search after a pause. A new filter always starts again from page 1.
 */
export function TicketFilters({ query }: { query: MyTicketsQuery }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(query.search ?? '');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const go = (patch: Partial<Record<keyof MyTicketsQuery, string | number | undefined>>) => {
    clearTimeout(timer.current);
    const next = { ...query, search: search || undefined, ...patch, page: undefined };
    void navigate(withQuery('/customer/tickets', next), { keepScrollPosition: true });
  };
  const onSearch = (value: string) => {
    setSearch(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => go({ search: value.trim() || undefined }), SEARCH_DEBOUNCE_MS);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go({ search: search.trim() || undefined });
  };

  return (
    <form method="get" action="/customer/tickets" onSubmit={submit} className="grid grid-cols-2 gap-3 rounded-xl border border-neutral-200 bg-white p-3 sm:grid-cols-4 sm:p-4" data-testid="ticket-filters">
      <TextInput
        name="search"
        type="search"
        label={t('customer_tickets.filters.search')}
        placeholder={t('customer_tickets.filters.search_placeholder')}
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        fieldClassName="col-span-2 sm:col-span-1"
      />
      <Select
        name="status"
        className={compact}
        label={t('customer_tickets.filters.status')}
        value={query.status ?? ''}
        onChange={(e) => go({ status: e.target.value || undefined })}
        placeholder={t('customer_tickets.filters.all')}
        options={STATUS_OPTIONS.map((s) => ({ value: s, label: t(`customer_tickets.states.${s}`) }))}
      />
      <Select
        name="period"
        className={compact}
        label={t('customer_tickets.filters.period')}
        value={query.period ?? ''}
        onChange={(e) => go({ period: e.target.value || undefined })}
        placeholder={t('customer_tickets.filters.any_period')}
        options={TICKET_PERIODS.map((p) => ({ value: p, label: t(`customer_tickets.periods.${p}`) }))}
      />
      <Select
        name="per_page"
        className={compact}
        label={t('customer_tickets.filters.per_page')}
        value={String(query.per_page ?? CUSTOMER_LIMITS.ticketsPerPage)}
        onChange={(e) => go({ per_page: Number(e.target.value) === CUSTOMER_LIMITS.ticketsPerPage ? undefined : Number(e.target.value) })}
        options={CUSTOMER_LIMITS.ticketPageSizes.map((n) => ({ value: String(n), label: String(n) }))}
      />
      {/* Without JavaScript the form is sent by this button; with it, every change applies at once. */}
      <noscript>
        <Button type="submit" variant="outline" size="sm" className="col-span-2 sm:col-span-4">{t('customer_tickets.filters.apply')}</Button>
      </noscript>
    </form>
  );
}
