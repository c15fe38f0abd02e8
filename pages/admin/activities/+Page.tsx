import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import type { AuditLogView } from '../../../src/contracts/audit-log.js';
import { useLiveData } from '../../../renderer/lib/use-live-data.js';
import { serializeFilters } from '../../../renderer/lib/url-filters.js';
import { useUrlFilters } from '../../../renderer/lib/use-url-filters.js';
import { ButtonLink } from '../../../renderer/ui/button.js';
import { FilterForm } from '../../../renderer/ui/filter-form.js';
import { ListPager } from '../../../renderer/ui/list-pager.js';
import { LoadFailed } from '../../../renderer/ui/load-failed.js';
import { AdminPage } from '../../../renderer/admin/AdminPage.js';
import { toast } from '../../../renderer/ui/toast.js';
import type { ActivityListAnswer, AdminActivitiesPageData } from './+data.js';
import { ActivitiesTable } from './ActivitiesTable.js';
import { AuditDiffDrawer } from './AuditDiff.js';
import { ACTIVITIES_PATH, ACTIVITY_FILTERS, activitiesApiPath, activitiesCsvPath } from './activity-filters.js';

/** "Voir toutes les activités": the audit log of every back-office change, newest first, twenty a page. */
export default function AdminActivitiesPage() {
  const { t } = useTranslation();
  const initial = useData<AdminActivitiesPageData>();
  const filters = useUrlFilters(ACTIVITY_FILTERS);
  const list = useLiveData<ActivityListAnswer>(initial.list, activitiesApiPath(filters.applied));
  const [open, setOpen] = useState<AuditLogView | null>(null);
  const { pagination } = list.data;
  const { page: _page, ...applied } = filters.applied;

  useEffect(() => {
    if (initial.error) toast.error(initial.error);
  }, [initial.error]);
  useEffect(() => {
    if (list.error?.status === 422 && list.error.message) toast.error(list.error.message);
  }, [list.error]);

  return (
    <AdminPage
      testId="admin-activities-page"
      title={t('audit_log.title')}
      intro={t('audit_log.intro')}
      action={
        <ButtonLink
          variant="outline"
          size="sm"
          href={activitiesCsvPath(applied)}
          download
          data-testid="audit-export-csv"
        >
          {t('audit_log.export_csv')}
        </ButtonLink>
      }
    >
      <FilterForm
        filters={filters}
        action={ACTIVITIES_PATH}
        testId="admin-activity-filters"
        resettable
        onRefresh={list.reload}
        summary={<span data-testid="admin-activity-count">{t('audit_log.found', { count: pagination.total })}</span>}
        search={{ name: 'search', label: t('audit_log.filters.search'), testId: 'admin-activity-search' }}
        selects={[
          {
            name: 'actor',
            label: t('audit_log.filters.actor'),
            all: '—',
            options: initial.facets.actors.map((a) => ({ value: String(a.id), label: a.name })),
            testId: 'admin-activity-actor',
          },
          {
            name: 'entity',
            label: t('audit_log.filters.entity'),
            all: '—',
            options: initial.facets.entities.map((e) => ({ value: e, label: e })),
            testId: 'admin-activity-entity',
          },
        ]}
        dates={[
          { name: 'from', label: t('audit_log.filters.from'), testId: 'admin-activity-from' },
          { name: 'to', label: t('audit_log.filters.to'), testId: 'admin-activity-to' },
        ]}
      />
      {list.error && list.error.status !== 422 ? (
        <LoadFailed message={t('audit_log.load_failed')} onRetry={list.reload} />
      ) : (
        <ActivitiesTable rows={list.data.data} loading={list.loading} onOpen={setOpen} />
      )}
      <ListPager
        page={pagination.current_page}
        perPage={pagination.per_page}
        total={pagination.total}
        onPage={filters.setPage}
        hrefFor={(page) => `${ACTIVITIES_PATH}${serializeFilters(ACTIVITY_FILTERS, { ...filters.applied, page })}`}
      />
      <AuditDiffDrawer row={open} onClose={() => setOpen(null)} />
    </AdminPage>
  );
}
