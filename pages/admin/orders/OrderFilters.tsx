import { useTranslation } from 'react-i18next';
import { ADMIN_ORDER_STATUS_FILTER, ADMIN_ORDER_TYPES } from '../../../src/contracts/admin-orders.js';
import type { UrlFilters } from '../../../renderer/lib/use-url-filters.js';
import { Button } from '../../../renderer/ui/button.js';
import { FilterBar, FilterDate, FilterSearch, FilterSelect } from '../../../renderer/ui/filter-bar.js';
import type { OrderFilters as Filters } from './order-filters.js';

/**
 * Spec 3 §2 order filters: the search applies on Enter, every field also 500 ms after a change (back
 * to page 1); Filtrer applies at once.
 */
export function OrderFilters({ filters }: { filters: UrlFilters<Filters> }) {
  const { t } = useTranslation();
  const { draft, set, setNow, reset } = filters;
  return (
    <FilterBar
      onReset={reset}
      label={t('admin_orders.filters.search')}
      testId="order-filters"
      actions={
        <Button type="submit" size="sm" onClick={() => setNow('search', draft.search)} data-testid="filters-apply">
          {t('admin_orders.filters.apply')}
        </Button>
      }
    >
      <FilterSearch
        name="search"
        label={t('admin_orders.filters.search')}
        placeholder={t('admin_orders.filters.search_placeholder')}
        hint={t('admin_orders.filters.search_hint')}
        value={draft.search}
        onChange={(v) => set('search', v)}
        onEnter={(v) => setNow('search', v)}
        testId="filter-search"
      />
      <FilterSelect
        name="status"
        label={t('admin_orders.filters.status')}
        all={t('admin_orders.filters.all_statuses')}
        value={draft.status}
        onChange={(v) => set('status', v)}
        options={ADMIN_ORDER_STATUS_FILTER.map((s) => ({ value: s, label: t(`ui.status.order.${s}`) }))}
        testId="filter-status"
      />
      <FilterSelect
        name="type"
        label={t('admin_orders.filters.type')}
        all={t('admin_orders.filters.all_types')}
        value={draft.type}
        onChange={(v) => set('type', v)}
        options={ADMIN_ORDER_TYPES.map((s) => ({ value: s, label: t(`admin_orders.type.${s}`) }))}
        testId="filter-type"
      />
      <FilterDate name="date_from" label={t('admin_orders.filters.date_from')} value={draft.date_from} max={draft.date_to || undefined} onChange={(v) => set('date_from', v)} testId="filter-date-from" />
      <FilterDate name="date_to" label={t('admin_orders.filters.date_to')} value={draft.date_to} min={draft.date_from || undefined} onChange={(v) => set('date_to', v)} testId="filter-date-to" />
    </FilterBar>
  );
}
