import { useTranslation } from 'react-i18next';
import type { AuditLogView } from '../../../src/contracts/audit-log.js';
import { roleKey } from '../../../src/contracts/admin-users.js';
import { Badge } from '../../../renderer/ui/badge.js';
import { Button } from '../../../renderer/ui/button.js';
import { DataTable, type DataColumn } from '../../../renderer/ui/data-table.js';
import { DateText } from '../../../renderer/ui/date-text.js';

/** The audit log's rows: when, who (with their role), what, on which record, from which address. */
export function ActivitiesTable({
  rows,
  loading,
  onOpen,
}: {
  rows: AuditLogView[];
  loading: boolean;
  onOpen: (row: AuditLogView) => void;
}) {
  const { t } = useTranslation();
  const columns: DataColumn<AuditLogView>[] = [
    {
      key: 'time',
      header: t('audit_log.columns.time'),
      cell: (a) => <DateText value={a.created_at} className="text-neutral-700" />,
    },
    {
      key: 'actor',
      header: t('audit_log.columns.actor'),
      cell: (a) => (
        <span className="flex flex-col gap-1">
          <span>{a.actor?.name ?? t('audit_log.system')}</span>
          {a.actor_role && (
            <Badge tone="ocean">
              {t(`admin_users.roles.${roleKey(a.actor_role)}`, { defaultValue: a.actor_role })}
            </Badge>
          )}
        </span>
      ),
    },
    {
      key: 'action',
      header: t('audit_log.columns.action'),
      cell: (a) => (
        <Button variant="ghost" size="sm" className="font-mono" onClick={() => onOpen(a)} data-testid="audit-open">
          {a.action}
        </Button>
      ),
    },
    {
      key: 'entity',
      header: t('audit_log.columns.entity'),
      cell: (a) => <span className="font-mono">{[a.entity, a.entity_id].filter(Boolean).join(' #') || '—'}</span>,
    },
    { key: 'ip', header: t('audit_log.columns.ip'), cell: (a) => <span className="font-mono">{a.ip ?? '—'}</span> },
  ];
  return (
    <DataTable
      label={t('audit_log.title')}
      columns={columns}
      rows={rows}
      rowKey={(a) => String(a.id)}
      loading={loading}
      empty={{ title: t('audit_log.empty') }}
      testId="admin-activities-table"
      rowTestId="admin-activity-row"
      rowData={(a) => ({ 'data-action': a.action })}
    />
  );
}
