import { useTranslation } from 'react-i18next';
import { ORDER_TYPES } from '../../../src/contracts/orders.js';
import { ORDER_STATUS_FILTER } from '../../../renderer/orders/order-ui.js';
import type { UrlFilters } from '../../../renderer/lib/use-url-filters.js';
import { FilterForm } from '../../../renderer/ui/filter-form.js';
import type { ORDER_FILTERS } from './order-query.js';

/** Spec 2 §2.2: the search applies on Enter, status and type as soon as they change; from page 1. */
export function OrderFilters({ filters }: { filters: UrlFilters<typeof ORDER_FILTERS> }) {
  const { t } = useTranslation();
  return (
    <FilterForm
      filters={filters}
      action="/customer/orders"
      testId="order-filters"
      search={{
        name: 'q',
        label: t('orders.filters.search'),
        placeholder: t('orders.filters.search_placeholder'),
        hint: t('orders.filters.search_hint'),
        apply: 'enter',
        testId: 'order-search',
      }}
      selects={[
        {
          name: 'status',
          label: t('orders.filters.status'),
          all: t('orders.filters.all_statuses'),
          options: ORDER_STATUS_FILTER.map((s) => ({ value: s, label: t(`orders.status.${s}`) })),
          testId: 'order-status-filter',
        },
        {
          name: 'type',
          label: t('orders.filters.type'),
          all: t('orders.filters.all_types'),
          options: ORDER_TYPES.map((x) => ({ value: x, label: t(`orders.type.${x}`) })),
          testId: 'order-type-filter',
        },
      ]}
    />
  );
}
