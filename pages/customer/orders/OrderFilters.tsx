import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'vike/client/router';
import { ORDER_TYPES } from '../../../src/contracts/orders.js';
import { ORDER_STATUS_FILTER } from '../../../renderer/orders/order-ui.js';
import { withQuery } from '../../../renderer/lib/url-filters.js';
import { Select, TextInput } from '../../../renderer/ui/field.js';

export interface OrderFilterValues {
  q?: string;
  status?: string;
  type?: string;
}

const compact = 'px-2! pr-7!';

/**
 * Spec 2 §2.2: the search applies on Enter, status and type as soon as they change. Filters live in
 * the URL (shareable, back button) and a new filter starts again from page 1.
 */
export function OrderFilters({ values }: { values: OrderFilterValues }) {
  const { t } = useTranslation();
  const [q, setQ] = useState(values.q ?? '');
  useEffect(() => setQ(values.q ?? ''), [values.q]);

  const go = (patch: OrderFilterValues) => {
    void navigate(withQuery('/customer/orders', { ...values, q: q.trim() || undefined, ...patch }), { keepScrollPosition: true });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go({ q: q.trim() || undefined });
  };

  return (
    <form method="get" action="/customer/orders" onSubmit={submit} className="grid grid-cols-2 gap-3 rounded-xl border border-neutral-200 bg-white p-3 sm:grid-cols-4 sm:p-4" data-testid="order-filters">
      <TextInput
        name="q"
        type="search"
        enterKeyHint="search"
        label={t('orders.filters.search')}
        placeholder={t('orders.filters.search_placeholder')}
        hint={t('orders.filters.search_hint')}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        fieldClassName="col-span-2"
        data-testid="order-search"
      />
      <Select
        name="status"
        className={compact}
        label={t('orders.filters.status')}
        value={values.status ?? ''}
        onChange={(e) => go({ status: e.target.value || undefined })}
        placeholder={t('orders.filters.all_statuses')}
        options={ORDER_STATUS_FILTER.map((s) => ({ value: s, label: t(`orders.status.${s}`) }))}
        data-testid="order-status-filter"
      />
      <Select
        name="type"
        className={compact}
        label={t('orders.filters.type')}
        value={values.type ?? ''}
        onChange={(e) => go({ type: e.target.value || undefined })}
        placeholder={t('orders.filters.all_types')}
        options={ORDER_TYPES.map((x) => ({ value: x, label: t(`orders.type.${x}`) }))}
        data-testid="order-type-filter"
      />
    </form>
  );
}
