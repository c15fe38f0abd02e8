import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import {
  USER_STATUS_FILTER,
  type AdminUserListAnswer,
  type AdminUserRow,
  type ToggleStatusAnswer,
} from '../../../src/contracts/admin-users.js';
import { api, failureOf } from '../../../renderer/lib/api.js';
import { isFiltered, serializeFilters } from '../../../renderer/lib/url-filters.js';
import { useLiveData } from '../../../renderer/lib/use-live-data.js';
import { useUrlFilters } from '../../../renderer/lib/use-url-filters.js';
import { ConfirmDialog } from '../../../renderer/ui/ConfirmDialog.js';
import { FilterBar, FilterSearch, FilterSelect, bindFilter, bindSearch } from '../../../renderer/ui/filter-bar.js';
import { Button } from '../../../renderer/ui/button.js';
import { ListPager } from '../../../renderer/ui/list-pager.js';
import { AdminPage } from '../../../renderer/admin/AdminPage.js';
import { toast } from '../../../renderer/ui/toast.js';
import { SCOPE_PATHS, USER_FILTERS, usersApiPath } from './user-filters.js';
import type { AdminUsersPageData } from './users-data.js';
import { UserDrawer } from './UserDrawer.js';
import { UserFormDialog } from './UserFormDialog.js';
import { UsersTable } from './UsersTable.js';

/**
 * Spec 3 §2 "user management", one screen for all accounts, customers, merchants and staff: filters
 * kept in the URL (search, role, status; reset and reload), the table, the pager, and the status
 * toggle behind a confirmation.
 */
export function UsersScreen() {
  const { t } = useTranslation();
  const { scope, list: initial, error, countries } = useData<AdminUsersPageData>();
  const { user } = usePageContext();
  // the create form (null) or a row's edit form; `formKey` gives each opening a fresh form
  const [editing, setEditing] = useState<AdminUserRow | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const openForm = (row: AdminUserRow | null) => {
    setEditing(row);
    setFormKey((k) => k + 1);
    setFormOpen(true);
  };
  const superAdmin = !!user?.roles.includes('Super Admin');
  const canCreate = scope === 'all' || scope === 'admins';
  const filters = useUrlFilters(USER_FILTERS);
  const list = useLiveData<AdminUserListAnswer>(initial, usersApiPath(scope, filters.applied));
  // the row asked about stays set while the dialog closes, so its wording does not flip meanwhile
  const [target, setTarget] = useState<AdminUserRow | null>(null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  // the drawer's row stays set while it closes, so its content does not vanish mid-animation
  const [viewing, setViewing] = useState<AdminUserRow | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => {
    if (error) toast.error(error);
  }, [error]);
  useEffect(() => {
    if (list.error)
      toast.error(
        list.error.status === 422 && list.error.message ? list.error.message : t('admin_users.messages.load_failed'),
      );
  }, [list.error, t]);

  async function toggle() {
    if (!target) return;
    setBusy(true);
    try {
      const res = await api<ToggleStatusAnswer>(`/admin/users/${target.id}/toggle-status`, { method: 'POST' });
      toast.success(res.message || t('admin_users.messages.status_changed'));
      setAsking(false);
      list.reload();
    } catch (err) {
      toast.error(failureOf(err).message || t('admin_users.messages.status_failed'));
    } finally {
      setBusy(false);
    }
  }

  // spec 3 §8: a list that cannot be read shows empty
  const data = list.error ? { ...initial.data, users: [] } : list.data.data;
  const { pagination } = data;
  const deactivating = !!target?.is_active;

  return (
    <AdminPage
      testId={`admin-${scope}`}
      title={t(`admin_users.title.${scope}`)}
      intro={t(`admin_users.intro.${scope}`)}
      action={
        canCreate && (
          <Button type="button" onClick={() => openForm(null)} data-testid="user-create">
            {t(superAdmin ? 'admin_users.create.button_admin' : 'admin_users.create.button_user')}
          </Button>
        )
      }
    >
      <FilterBar
        onReset={filters.reset}
        onRefresh={list.reload}
        label={t('admin_users.filters.label')}
        testId="user-filters"
      >
        <FilterSearch
          {...bindSearch(filters)}
          label={t('admin_users.filters.search')}
          placeholder={t('admin_users.filters.search_placeholder')}
          testId="filter-search"
        />
        <FilterSelect
          {...bindFilter(filters, 'role')}
          label={t('admin_users.filters.role')}
          all={t('admin_users.filters.all_roles')}
          options={data.available_roles}
          testId="filter-role"
        />
        <FilterSelect
          {...bindFilter(filters, 'status')}
          label={t('admin_users.filters.status')}
          all={t('admin_users.filters.all_statuses')}
          options={USER_STATUS_FILTER.map((s) => ({ value: s, label: t(`admin_users.status.${s}`) }))}
          testId="filter-status"
        />
      </FilterBar>
      {list.loading && (
        <p className="text-sm text-neutral-600" role="status" data-testid="users-loading">
          {t('admin_users.loading')}
        </p>
      )}
      <UsersTable
        scope={scope}
        rows={data.users}
        loading={list.loading}
        filtered={isFiltered(USER_FILTERS, filters.draft)}
        onToggle={(row) => {
          setTarget(row);
          setAsking(true);
        }}
        onEdit={(row) => openForm(row)}
        onView={(row) => {
          setViewing(row);
          setDrawerOpen(true);
        }}
      />
      <ListPager
        page={pagination.current_page}
        perPage={pagination.per_page}
        total={pagination.total}
        onPage={filters.setPage}
        hrefFor={(page) => `${SCOPE_PATHS[scope]}${serializeFilters(USER_FILTERS, { ...filters.applied, page })}`}
      />
      {user && formKey > 0 && (
        <UserFormDialog
          key={formKey}
          row={editing}
          open={formOpen}
          onOpenChange={setFormOpen}
          viewer={user}
          countries={countries}
          onSaved={list.reload}
        />
      )}
      <UserDrawer row={viewing} open={drawerOpen} onOpenChange={setDrawerOpen} />
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t(`admin_users.confirm.${deactivating ? 'deactivate' : 'activate'}_title`)}
        message={t(`admin_users.confirm.${deactivating ? 'deactivate' : 'activate'}_text`, {
          name: target?.name ?? '',
        })}
        confirmLabel={t(`admin_users.actions.${deactivating ? 'deactivate' : 'activate'}`)}
        cancelLabel={t('admin_users.confirm.cancel')}
        variant={deactivating ? 'danger' : 'primary'}
        onConfirm={() => void toggle()}
        busy={busy}
        testId="user-toggle-confirm"
      />
    </AdminPage>
  );
}
