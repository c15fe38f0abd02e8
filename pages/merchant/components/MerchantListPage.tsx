import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import { withQuery } from '../../../renderer/lib/url-filters.js';
import { useLiveData, type LiveData } from '../../../renderer/lib/use-live-data.js';
import { useUrlFilters } from '../../../renderer/lib/use-url-filters.js';
import type { SelectOption } from '../../../renderer/ui/field.js';
import { FilterForm, type SelectSpec } from '../../../renderer/ui/filter-form.js';
import { PageHeader } from '../../../renderer/ui/page-header.js';
import type { Page } from './merchant-api.js';
import { PagedList } from './PagedList.js';

type SellerFilters = { search: string; status: string } & Record<string, string>;

/**
 * A seller list page: header (`merchant.{section}.title`/`intro`), the search (on Enter), the status
 * and any list-specific selects, then the paged rows. The filters change the address in place and
 * the list refreshes through the API at the same path; the first page came from +data (`{ list }`),
 * or is asked once mounted when the server could not read it.
 */
export function MerchantListPage<T, F extends SellerFilters>({
  section,
  path,
  defaults,
  testId,
  filtersTestId,
  action,
  statuses,
  more = [],
  above,
  emptyAction,
  rows,
}: {
  section: 'products' | 'orders' | 'lotteries';
  path: string;
  defaults: F;
  testId: string;
  filtersTestId?: string;
  action?: ReactNode;
  statuses: SelectOption[];
  more?: SelectSpec<F>[];
  /** between the header and the filters (e.g. the list's figures) */
  above?: (list: LiveData<Page<T> | null>) => ReactNode;
  emptyAction?: ReactNode;
  rows: (rows: T[], reload: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const first = useData<{ list: Page<T> | null }>();
  const f = useUrlFilters(defaults);
  const { page, ...filters } = f.applied;
  const list = useLiveData<Page<T> | null>(first.list, withQuery(path, { ...filters, page }), {
    fetchOnMount: !first.list,
  });

  return (
    <div className="space-y-5" data-testid={testId}>
      <PageHeader title={t(`merchant.${section}.title`)} intro={t(`merchant.${section}.intro`)} action={action} />
      {above?.(list)}
      <FilterForm
        filters={f}
        action={path}
        testId={filtersTestId}
        search={{
          name: 'search',
          label: t(`merchant.${section}.search`),
          hint: t('merchant.filters.search_hint'),
          apply: 'enter',
        }}
        selects={[
          {
            name: 'status',
            label: t('merchant.filters.status'),
            all: t('merchant.filters.all_statuses'),
            options: statuses,
          },
          ...more,
        ]}
      />
      <PagedList
        list={list}
        onPage={f.setPage}
        section={section}
        path={path}
        filters={filters}
        emptyAction={emptyAction}
      >
        {(r) => rows(r, list.reload)}
      </PagedList>
    </div>
  );
}
