import { useTranslation } from 'react-i18next';
import type { AuditLogView } from '../../../src/contracts/audit-log.js';
import { DateText } from '../../../renderer/ui/date-text.js';
import { Drawer } from '../../../renderer/ui/drawer.js';

const show = (v: unknown) => (v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

/** One row of the log in full: who, from where, which request, and each field before → after. */
export function AuditDiffDrawer({ row, onClose }: { row: AuditLogView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const fields = row ? [...new Set([...Object.keys(row.before ?? {}), ...Object.keys(row.after ?? {})])] : [];
  return (
    <Drawer open={!!row} onOpenChange={(open) => !open && onClose()} title={t('audit_log.drawer.title')}>
      {row && (
        <div className="space-y-4 text-sm" data-testid="audit-drawer">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-neutral-500">{t('audit_log.columns.time')}</dt>
            <dd>
              <DateText value={row.created_at} />
            </dd>
            <dt className="text-neutral-500">{t('audit_log.columns.actor')}</dt>
            <dd>{row.actor ? `${row.actor.name} <${row.actor.email}>` : t('audit_log.system')}</dd>
            <dt className="text-neutral-500">{t('audit_log.columns.action')}</dt>
            <dd className="font-mono">{row.action}</dd>
            <dt className="text-neutral-500">{t('audit_log.columns.entity')}</dt>
            <dd className="font-mono">{[row.entity, row.entity_id].filter(Boolean).join(' #') || '—'}</dd>
            <dt className="text-neutral-500">{t('audit_log.columns.ip')}</dt>
            <dd className="font-mono">{row.ip ?? '—'}</dd>
            <dt className="text-neutral-500">{t('audit_log.drawer.request_id')}</dt>
            <dd className="font-mono break-all">{row.request_id ?? '—'}</dd>
          </dl>
          {fields.length ? (
            <table className="w-full table-fixed border-collapse text-left" data-testid="audit-diff">
              <thead>
                <tr className="border-b border-neutral-200 text-neutral-500">
                  <th className="w-1/4 py-1 pr-2 font-medium">{t('audit_log.drawer.field')}</th>
                  <th className="py-1 pr-2 font-medium">{t('audit_log.drawer.before')}</th>
                  <th className="py-1 font-medium">{t('audit_log.drawer.after')}</th>
                </tr>
              </thead>
              <tbody>
                {fields.map((f) => (
                  <tr key={f} className="border-b border-neutral-100 align-top">
                    <td className="py-1 pr-2 font-mono break-all">{f}</td>
                    <td className="py-1 pr-2 break-all text-red-700">{row.before ? show(row.before[f]) : '—'}</td>
                    <td className="py-1 break-all text-green-800">{row.after ? show(row.after[f]) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="text-neutral-500">{t('audit_log.drawer.no_change')}</p>
          )}
        </div>
      )}
    </Drawer>
  );
}
