import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'vike/client/router';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../../../src/contracts/payments.js';
import { withQuery } from '../../../renderer/lib/url-filters.js';
import { Select, TextInput } from '../../../renderer/ui/field.js';

export interface PaymentFilterValues {
  search?: string;
  status?: string;
  method?: string;
}

const compact = 'px-2! pr-7!';

/** Spec 2 §2.2: filters apply on change, the search on Enter; they live in the URL and restart at page 1. */
export function PaymentFilters({ values }: { values: PaymentFilterValues }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(values.search ?? '');
  useEffect(() => setSearch(values.search ?? ''), [values.search]);

  const go = (patch: PaymentFilterValues) => {
    void navigate(withQuery('/customer/payments', { ...values, search: search.trim() || undefined, ...patch }), { keepScrollPosition: true });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go({ search: search.trim() || undefined });
  };

  return (
    <form method="get" action="/customer/payments" onSubmit={submit} className="grid grid-cols-2 gap-3 rounded-xl border border-neutral-200 bg-white p-3 sm:grid-cols-4 sm:p-4" data-testid="payment-filters">
      <TextInput
        name="search"
        type="search"
        enterKeyHint="search"
        label={t('payments.filters.search')}
        placeholder={t('payments.filters.search_placeholder')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        fieldClassName="col-span-2"
        data-testid="payment-search"
      />
      <Select
        name="status"
        className={compact}
        label={t('payments.filters.status')}
        value={values.status ?? ''}
        onChange={(e) => go({ status: e.target.value || undefined })}
        placeholder={t('payments.filters.all_statuses')}
        options={PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`payments.status.${s}`) }))}
        data-testid="payment-status-filter"
      />
      <Select
        name="method"
        className={compact}
        label={t('payments.filters.method')}
        value={values.method ?? ''}
        onChange={(e) => go({ method: e.target.value || undefined })}
        placeholder={t('payments.filters.all_methods')}
        options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`payments.method_names.${m}`) }))}
        data-testid="payment-method-filter"
      />
    </form>
  );
}
