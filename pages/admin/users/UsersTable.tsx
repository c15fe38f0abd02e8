import { useTranslation } from 'react-i18next';
import { STAFF_ROLES, type AdminUserRow, type UserScope } from '../../../src/contracts/admin-users.js';
import { Badge } from '../../../renderer/ui/badge.js';
import { Button } from '../../../renderer/ui/button.js';
import { DataTable, type DataColumn } from '../../../renderer/ui/data-table.js';
import { DateText } from '../../../renderer/ui/date-text.js';
import { StatusBadge } from '../../../renderer/ui/status-badge.js';

export interface UsersTableProps {
  scope: UserScope;
  rows: AdminUserRow[];
  loading: boolean;
  filtered: boolean;
  onToggle: (row: AdminUserRow) => void;
  onEdit: (row: AdminUserRow) => void;
  /** Opens the user drawer (their orders, tickets, payments, refunds and sessions). */
  onView: (row: AdminUserRow) => void;
}

const small = 'block text-xs text-neutral-600';
const staff: readonly string[] = STAFF_ROLES;

/**
 * Spec 3 §2 user table: user, e-mail, role badge, status (Actif/Inactif plus Vérifié), registration
 * date, Activer/Désactiver where the server would allow it; merchants also show their business,
 * articles and sales.
 */
export function UsersTable({ scope, rows, loading, filtered, onToggle, onEdit, onView }: UsersTableProps) {
  const { t } = useTranslation();
  const columns: DataColumn<AdminUserRow>[] = [
    {
      key: 'user',
      header: t('admin_users.columns.user'),
      cell: (u) => (
        <>
          <button
            type="button"
            className="block text-left font-medium text-neutral-900 hover:underline focus-visible:underline"
            onClick={() => onView(u)}
            data-testid="user-name"
          >
            {u.name}
          </button>
          <span className={small}>{u.phone ?? t('admin_users.no_phone')}</span>
        </>
      ),
    },
    {
      key: 'email',
      header: t('admin_users.columns.email'),
      cell: (u) => <span className="text-neutral-800">{u.email}</span>,
    },
    {
      key: 'role',
      header: t('admin_users.columns.role'),
      cell: (u) => (
        <Badge
          tone={
            u.primary_role && staff.includes(u.primary_role)
              ? 'sun'
              : u.primary_role === 'Particulier'
                ? 'neutral'
                : 'ocean'
          }
          data-testid="user-role"
        >
          {u.primary_role_label}
        </Badge>
      ),
    },
    {
      key: 'status',
      header: t('admin_users.columns.status'),
      cell: (u) => (
        <span className="flex flex-wrap gap-1">
          <StatusBadge
            kind="user"
            status={u.is_active ? 'active' : 'inactive'}
            label={t(`admin_users.status.${u.is_active ? 'active' : 'inactive'}`)}
            testId="user-status"
          />
          {u.verified_at && (
            <StatusBadge
              kind="user"
              status="verified"
              label={t('admin_users.status.verified')}
              testId="user-verified"
            />
          )}
        </span>
      ),
    },
    ...(scope === 'vendors'
      ? [
          {
            key: 'business',
            header: t('admin_users.columns.business'),
            wrap: true,
            className: 'min-w-32',
            cell: (u: AdminUserRow) => <span className="text-neutral-800">{u.business_name ?? '—'}</span>,
          },
          {
            key: 'products',
            header: t('admin_users.columns.products'),
            align: 'right' as const,
            cell: (u: AdminUserRow) => <span data-testid="user-products">{u.products_count ?? 0}</span>,
          },
          {
            key: 'sales',
            header: t('admin_users.columns.sales'),
            align: 'right' as const,
            cell: (u: AdminUserRow) => <span data-testid="user-sales">{u.sales_count ?? 0}</span>,
          },
        ]
      : []),
    {
      key: 'registered',
      header: t('admin_users.columns.registered'),
      wrap: true,
      className: 'min-w-24',
      cell: (u) => <DateText value={u.created_at} />,
    },
    {
      key: 'actions',
      header: t('admin_users.columns.actions'),
      cell: (u) => {
        const action = t(`admin_users.actions.${u.is_active ? 'deactivate' : 'activate'}`);
        return (
          <span className="flex flex-wrap gap-2">
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => onView(u)}
              aria-label={t('admin_users.actions.view_for', { name: u.name })}
              data-testid="user-view"
            >
              {t('admin_users.actions.view')}
            </Button>
            {u.can_edit && (
              <Button
                type="button"
                size="sm"
                variant="secondary"
                onClick={() => onEdit(u)}
                aria-label={t('admin_users.actions.edit_for', { name: u.name })}
                data-testid="user-edit"
              >
                {t('admin_users.actions.edit')}
              </Button>
            )}
            {u.can_toggle && (
              <Button
                type="button"
                size="sm"
                variant={u.is_active ? 'outline' : 'primary'}
                onClick={() => onToggle(u)}
                aria-label={t('admin_users.actions.toggle_for', { action, name: u.name })}
                data-testid="user-toggle"
              >
                {action}
              </Button>
            )}
          </span>
        );
      },
    },
  ];
  return (
    <DataTable
      label={t('admin_users.table_label')}
      columns={columns}
      rows={rows}
      rowKey={(u) => u.id}
      loading={loading}
      rowData={(u) => ({ 'data-user-id': u.id, 'data-active': u.is_active })}
      empty={{ title: t('admin_users.empty_title'), description: filtered ? t('admin_users.empty_text') : undefined }}
      testId="users-table"
      rowTestId="user-row"
    />
  );
}
