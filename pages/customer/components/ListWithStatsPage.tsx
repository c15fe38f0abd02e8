import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import type { FilterValues, WithPage } from '../../../renderer/lib/url-filters.js';
import { useLiveData } from '../../../renderer/lib/use-live-data.js';
import { useUrlFilters, type UrlFilters } from '../../../renderer/lib/use-url-filters.js';
import { FilteredList } from '../../../renderer/ui/filtered-list.js';
import type { ListAnswer } from '../../../renderer/ui/list-body.js';
import { PageHeader } from '../../../renderer/ui/page-header.js';
import { StatsSkeleton } from '../../../renderer/ui/skeleton.js';
import { StatGrid } from '../../../renderer/ui/stat-card.js';
import type { ListWithStatsData } from './list-with-stats-data.js';
import { useNow } from './use-now.js';

/**
 * A customer list with its figures (orders, payments): header, stat cards, filters kept in the URL,
 * then the paged rows. Filters change in place and the list reloads through the API; what the server
 * could not read, the browser asks once mounted. `texts` prefixes the page's keys
 * (`{texts}.title`, `{texts}.intro`, `{texts}.messages.load_failed`, `{texts}.filters.reset`, …).
 */
export function ListWithStatsPage<R, S, F extends FilterValues>({
  texts,
  testId,
  statsTestId,
  path,
  defaults,
  listPath,
  statsPath,
  stats: statCards,
  filters: filterForm,
  emptyAction,
  rows: renderRows,
}: {
  texts: string;
  testId: string;
  statsTestId: string;
  path: string;
  defaults: F;
  listPath: (filters: WithPage<F>) => string;
  statsPath: string;
  stats: (figures: S) => ReactNode;
  filters: (filters: UrlFilters<F>) => ReactNode;
  emptyAction?: ReactNode;
  rows: (rows: R[], page: { now: Date; refresh: () => void }) => ReactNode;
}) {
  const { t } = useTranslation();
  const initial = useData<ListWithStatsData<ListAnswer<R>, { data: S }>>();
  const now = useNow(initial.now);
  const filters = useUrlFilters(defaults);
  const { page: _page, ...applied } = filters.applied;
  const list = useLiveData<ListAnswer<R> | null>(initial.list, listPath(filters.applied), {
    fetchOnMount: !initial.list,
  });
  const stats = useLiveData<{ data: S } | null>(initial.stats, statsPath, { fetchOnMount: !initial.stats });
  const refresh = () => {
    list.reload();
    stats.reload();
  };

  return (
    <div className="space-y-5" data-testid={testId}>
      <PageHeader title={t(`${texts}.title`)} intro={t(`${texts}.intro`)} />

      {stats.data ? (
        <StatGrid testId={statsTestId}>{statCards(stats.data.data)}</StatGrid>
      ) : stats.loading ? (
        <StatsSkeleton />
      ) : null}

      {filterForm(filters)}

      <FilteredList
        list={list}
        texts={texts}
        errorMessage={t(`${texts}.messages.load_failed`)}
        resetLabel={t(`${texts}.filters.reset`)}
        path={path}
        filters={applied}
        onRetry={refresh}
        onPage={filters.setPage}
        emptyAction={emptyAction}
      >
        {(rows) => renderRows(rows, { now, refresh })}
      </FilteredList>
    </div>
  );
}
