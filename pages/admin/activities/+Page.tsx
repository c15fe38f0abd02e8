import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import { ACTIVITY_KINDS } from '../../../src/contracts/admin-dashboard.js';
import { useLiveData } from '../../../renderer/lib/use-live-data.js';
import { serializeFilters } from '../../../renderer/lib/url-filters.js';
import { useUrlFilters } from '../../../renderer/lib/use-url-filters.js';
import { FilterForm } from '../../../renderer/ui/filter-form.js';
import { ListPager } from '../../../renderer/ui/list-pager.js';
import { LoadFailed } from '../../../renderer/ui/load-failed.js';
import { PageHeader } from '../../../renderer/ui/page-header.js';
import { toast } from '../../../renderer/ui/toast.js';
import type { ActivityListAnswer, AdminActivitiesPageData } from './+data.js';
import { ActivitiesTable } from './ActivitiesTable.js';
import { ACTIVITIES_PATH, ACTIVITY_FILTERS, activitiesApiPath } from './activity-filters.js';

/** "Voir toutes les activités": registrations, orders, payments, draws and refunds, newest first, twenty a page. */
export default function AdminActivitiesPage() {
  const { t } = useTranslation();
  const initial = useData<AdminActivitiesPageData>();
  const filters = useUrlFilters(ACTIVITY_FILTERS);
  const list = useLiveData<ActivityListAnswer>(initial.list, activitiesApiPath(filters.applied));
  const { pagination } = list.data;

  useEffect(() => {
    if (initial.error) toast.error(initial.error);
  }, [initial.error]);
  useEffect(() => {
    if (list.error?.status === 422 && list.error.message) toast.error(list.error.message);
  }, [list.error]);

  return (
    <div className="mx-auto max-w-7xl space-y-5" data-testid="admin-activities-page">
      <PageHeader title={t('admin_activities.title')} intro={t('admin_activities.intro')} />
      <FilterForm
        filters={filters}
        action={ACTIVITIES_PATH}
        testId="admin-activity-filters"
        resettable
        onRefresh={list.reload}
        summary={<span data-testid="admin-activity-count">{t('admin_activities.found', { count: pagination.total })}</span>}
        selects={[
          {
            name: 'type',
            label: t('admin_activities.filters.type'),
            all: t('admin_activities.filters.all'),
            options: ACTIVITY_KINDS.map((k) => ({ value: k, label: t(`admin_activities.kinds.${k}`) })),
            testId: 'admin-activity-type',
          },
        ]}
      />
      {list.error && list.error.status !== 422 ? (
        <LoadFailed message={t('admin_activities.load_failed')} onRetry={list.reload} />
      ) : (
        <ActivitiesTable rows={list.data.data} loading={list.loading} />
      )}
      <ListPager
        page={pagination.current_page}
        perPage={pagination.per_page}
        total={pagination.total}
        onPage={filters.setPage}
        hrefFor={(page) => `${ACTIVITIES_PATH}${serializeFilters(ACTIVITY_FILTERS, { ...filters.applied, page })}`}
      />
    </div>
  );
}
