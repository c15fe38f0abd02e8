import { useTranslation } from 'react-i18next';
import { REFUND_REASONS, REFUND_STATUSES, REFUND_TYPES } from '../../../src/contracts/refunds.js';
import type { UrlFilters } from '../../../renderer/lib/use-url-filters.js';
import { FilterForm } from '../../../renderer/ui/filter-form.js';

export const ADMIN_REFUNDS_PATH = '/admin/refunds';

export const ADMIN_REFUND_FILTERS = { search: '', status: '', type: '', reason: '' };

/**
 * Spec 3 §2: free-text search (on Enter), status, type and reason (on change), a reset and the count
 * found. Filters live in the URL; an empty one is not sent.
 */
export function RefundFilters({
  filters,
  total,
}: {
  filters: UrlFilters<typeof ADMIN_REFUND_FILTERS>;
  total: number | null;
}) {
  const { t } = useTranslation();
  const options = (list: readonly string[], prefix: string) =>
    list.map((s) => ({ value: s, label: t(`${prefix}.${s}`) }));
  return (
    <FilterForm
      filters={filters}
      action={ADMIN_REFUNDS_PATH}
      testId="admin-refund-filters"
      resettable
      summary={
        <span data-testid="admin-refund-count">
          {total === null ? '\u00a0' : t('admin_refunds.found', { count: total })}
        </span>
      }
      search={{
        name: 'search',
        label: t('admin_refunds.filters.search'),
        placeholder: t('admin_refunds.filters.search_placeholder'),
        apply: 'enter',
        testId: 'admin-refund-search',
      }}
      selects={[
        {
          name: 'status',
          label: t('admin_refunds.filters.status'),
          all: t('admin_refunds.filters.all_statuses'),
          options: options(REFUND_STATUSES, 'ui.status.refund'),
          testId: 'admin-refund-status-filter',
        },
        {
          name: 'type',
          label: t('admin_refunds.filters.type'),
          all: t('admin_refunds.filters.all_types'),
          options: options(REFUND_TYPES, 'refunds.type'),
          testId: 'admin-refund-type-filter',
        },
        {
          name: 'reason',
          label: t('admin_refunds.filters.reason'),
          all: t('admin_refunds.filters.all_reasons'),
          options: options(REFUND_REASONS, 'refunds.reason'),
          testId: 'admin-refund-reason-filter',
        },
      ]}
    />
  );
}
