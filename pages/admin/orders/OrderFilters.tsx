import { useTranslation } from 'react-i18next';
import { ADMIN_ORDER_STATUS_FILTER, ADMIN_ORDER_TYPES } from '../../../src/contracts/admin-orders.js';
import type { UrlFilters } from '../../../renderer/lib/use-url-filters.js';
import { Button } from '../../../renderer/ui/button.js';
import {
  FilterBar,
  FilterDate,
  FilterSearch,
  FilterSelect,
  bindFilter,
  bindSearch,
} from '../../../renderer/ui/filter-bar.js';
import type { OrderFilters as Filters } from './order-filters.js';

/**
 * Spec 3 §2 order filters: the search applies on Enter, every field also 500 ms after a change (back
 * to page 1); Filtrer applies at once.
 */
export function OrderFilters({ filters }: { filters: UrlFilters<Filters> }) {
  const { t } = useTranslation();
  const { draft, setNow, reset } = filters;
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
        {...bindSearch(filters)}
        label={t('admin_orders.filters.search')}
        placeholder={t('admin_orders.filters.search_placeholder')}
        hint={t('admin_orders.filters.search_hint')}
        testId="filter-search"
      />
      <FilterSelect
        {...bindFilter(filters, 'status', true)}
        label={t('admin_orders.filters.status')}
        all={t('admin_orders.filters.all_statuses')}
        options={ADMIN_ORDER_STATUS_FILTER.map((s) => ({ value: s, label: t(`ui.status.order.${s}`) }))}
        testId="filter-status"
      />
      <FilterSelect
        {...bindFilter(filters, 'type', true)}
        label={t('admin_orders.filters.type')}
        all={t('admin_orders.filters.all_types')}
        options={ADMIN_ORDER_TYPES.map((s) => ({ value: s, label: t(`admin_orders.type.${s}`) }))}
        testId="filter-type"
      />
      <FilterDate
        {...bindFilter(filters, 'date_from', true)}
        label={t('admin_orders.filters.date_from')}
        max={draft.date_to || undefined}
        testId="filter-date-from"
      />
      <FilterDate
        {...bindFilter(filters, 'date_to', true)}
        label={t('admin_orders.filters.date_to')}
        min={draft.date_from || undefined}
        testId="filter-date-to"
      />
    </FilterBar>
  );
}
