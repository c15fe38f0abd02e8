import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'vike/client/router';
import { REFUND_REASONS, REFUND_STATUSES, REFUND_TYPES } from '../../../src/contracts/refunds.js';
import { withQuery } from '../../../renderer/lib/url-filters.js';
import { ButtonLink } from '../../../renderer/ui/button.js';
import { Select, TextInput } from '../../../renderer/ui/field.js';

export const ADMIN_REFUNDS_PATH = '/admin/refunds';

export interface AdminRefundFilterValues {
  search?: string;
  status?: string;
  type?: string;
  reason?: string;
}

const compact = 'px-2! pr-7!';

/**
 * Spec 3 §2: free-text search (on Enter), status, type and reason (on change), a reset and the count
 * found. Filters live in the URL; an empty one is not sent.
 */
export function RefundFilters({ values, total }: { values: AdminRefundFilterValues; total: number | null }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(values.search ?? '');
  useEffect(() => setSearch(values.search ?? ''), [values.search]);
  const filtered = Object.values(values).some(Boolean);

  const go = (patch: AdminRefundFilterValues) => {
    void navigate(withQuery(ADMIN_REFUNDS_PATH, { ...values, search: search.trim() || undefined, ...patch }), { keepScrollPosition: true });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go({ search: search.trim() || undefined });
  };

  return (
    <form method="get" action={ADMIN_REFUNDS_PATH} onSubmit={submit} className="space-y-3 rounded-xl border border-neutral-200 bg-white p-3 sm:p-4" data-testid="admin-refund-filters">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-5">
        <TextInput
          name="search"
          type="search"
          enterKeyHint="search"
          label={t('admin_refunds.filters.search')}
          placeholder={t('admin_refunds.filters.search_placeholder')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          fieldClassName="col-span-2"
          data-testid="admin-refund-search"
        />
        <Select
          name="status"
          className={compact}
          label={t('admin_refunds.filters.status')}
          value={values.status ?? ''}
          onChange={(e) => go({ status: e.target.value || undefined })}
          placeholder={t('admin_refunds.filters.all_statuses')}
          options={REFUND_STATUSES.map((s) => ({ value: s, label: t(`refunds.status.${s}`) }))}
          data-testid="admin-refund-status-filter"
        />
        <Select
          name="type"
          className={compact}
          label={t('admin_refunds.filters.type')}
          value={values.type ?? ''}
          onChange={(e) => go({ type: e.target.value || undefined })}
          placeholder={t('admin_refunds.filters.all_types')}
          options={REFUND_TYPES.map((s) => ({ value: s, label: t(`refunds.type.${s}`) }))}
          data-testid="admin-refund-type-filter"
        />
        <Select
          name="reason"
          className={compact}
          label={t('admin_refunds.filters.reason')}
          value={values.reason ?? ''}
          onChange={(e) => go({ reason: e.target.value || undefined })}
          placeholder={t('admin_refunds.filters.all_reasons')}
          options={REFUND_REASONS.map((s) => ({ value: s, label: t(`refunds.reason.${s}`) }))}
          fieldClassName="col-span-2 md:col-span-1"
          data-testid="admin-refund-reason-filter"
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-neutral-600" aria-live="polite" data-testid="admin-refund-count">
          {total === null ? '\u00a0' : t('admin_refunds.found', { count: total })}
        </p>
        <ButtonLink
          href={ADMIN_REFUNDS_PATH}
          variant="outline"
          size="sm"
          aria-disabled={!filtered || undefined}
          onClick={(e) => {
            if (!filtered) e.preventDefault();
            else setSearch('');
          }}
          data-testid="admin-refund-reset"
        >
          {t('admin_refunds.filters.reset')}
        </ButtonLink>
      </div>
    </form>
  );
}
