import { useTranslation } from 'react-i18next';
import type { Activity } from '../../../src/contracts/admin-dashboard.js';
import { useAdminLinks } from '../../../renderer/admin/admin-pages.js';
import { Badge } from '../../../renderer/ui/badge.js';
import { DataTable, type DataColumn } from '../../../renderer/ui/data-table.js';
import { DateText } from '../../../renderer/ui/date-text.js';

const TONES = { registration: 'ocean', order: 'brand', payment: 'brand', draw: 'sun', refund: 'neutral' } as const;

/** What a row links to: the screen it is about (order, payment, draw, refunds) and its article, when the reader may open them. */
function Links({ a }: { a: Activity }) {
  const { t } = useTranslation();
  const canOpen = useAdminLinks();
  const links: { href: string; label: string }[] = [];
  if (a.url && canOpen(a.url)) links.push({ href: a.url, label: t(`admin_activities.open.${a.kind}`) });
  const product = a.product_id ? `/admin/products/${a.product_id}` : null;
  if (product && canOpen(product)) links.push({ href: product, label: t('admin_activities.open.product') });
  if (!links.length) return <span className="text-neutral-500">—</span>;
  return (
    <span className="flex flex-col gap-1">
      {links.map((l) => (
        <a key={l.href} href={l.href} className="text-sm" data-testid="admin-activity-link">{l.label}</a>
      ))}
    </span>
  );
}

/** The activity log's rows: what happened, about what, when ("il y a …" once in the browser). */
export function ActivitiesTable({ rows, loading }: { rows: Activity[]; loading: boolean }) {
  const { t } = useTranslation();
  const columns: DataColumn<Activity>[] = [
    {
      key: 'kind',
      header: t('admin_activities.columns.kind'),
      cell: (a) => <Badge tone={TONES[a.kind]}>{t(`admin_dashboard.activity.${a.kind}`)}</Badge>,
    },
    { key: 'description', header: t('admin_activities.columns.description'), wrap: true, cell: (a) => <span className="break-words">{a.description}</span> },
    { key: 'date', header: t('admin_activities.columns.date'), cell: (a) => <DateText value={a.created_at} relative className="text-neutral-700" /> },
    { key: 'links', header: t('admin_activities.columns.links'), cell: (a) => <Links a={a} /> },
  ];
  return (
    <DataTable
      label={t('admin_activities.title')}
      columns={columns}
      rows={rows}
      rowKey={(a) => a.id}
      loading={loading}
      empty={{ title: t('admin_activities.empty') }}
      testId="admin-activities-table"
      rowTestId="admin-activity-row"
      rowData={(a) => ({ 'data-kind': a.kind })}
    />
  );
}
