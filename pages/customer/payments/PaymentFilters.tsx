import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../../../src/contracts/payments.js';
import type { UrlFilters } from '../../../renderer/lib/use-url-filters.js';
import { FilterForm } from '../../../renderer/ui/filter-form.js';
import type { PAYMENT_FILTERS } from './payment-query.js';

/** Spec 2 §2.2: filters apply on change, the search on Enter; they live in the URL and restart at page 1. */
export function PaymentFilters({ filters }: { filters: UrlFilters<typeof PAYMENT_FILTERS> }) {
  const { t } = useTranslation();
  return (
    <FilterForm
      filters={filters}
      action="/customer/payments"
      testId="payment-filters"
      search={{
        name: 'search',
        label: t('payments.filters.search'),
        placeholder: t('payments.filters.search_placeholder'),
        apply: 'enter',
        testId: 'payment-search',
      }}
      selects={[
        {
          name: 'status',
          label: t('payments.filters.status'),
          all: t('payments.filters.all_statuses'),
          options: PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`payments.status.${s}`) })),
          testId: 'payment-status-filter',
        },
        {
          name: 'method',
          label: t('payments.filters.method'),
          all: t('payments.filters.all_methods'),
          options: PAYMENT_METHODS.map((m) => ({ value: m, label: t(`payments.method_names.${m}`) })),
          testId: 'payment-method-filter',
        },
      ]}
    />
  );
}
