import { useTranslation } from 'react-i18next';
import type { AdminLotteryView } from '../../../src/contracts/admin-lotteries.js';
import { useAdminLinks } from '../../../renderer/admin/admin-pages.js';
import { ButtonLink } from '../../../renderer/ui/button.js';
import { Card, CardBody } from '../../../renderer/ui/card.js';
import { DataTable, type DataColumn } from '../../../renderer/ui/data-table.js';
import { DateText } from '../../../renderer/ui/date-text.js';
import { LoadFailed } from '../../../renderer/ui/load-failed.js';
import { StatusBadge } from '../../../renderer/ui/status-badge.js';

export interface RecentDrawsProps {
  draws: AdminLotteryView[];
  loading?: boolean;
  failed?: boolean;
  onRetry?: () => void;
}

/** Spec 3 §2: product, status, tickets sold/total, end date, Voir and (active only) Modifier, for those who may open them. */
export function RecentDraws({ draws, loading, failed, onRetry }: RecentDrawsProps) {
  const { t } = useTranslation();
  const canOpen = useAdminLinks();
  const lotteryHref = (d: AdminLotteryView) => `/admin/lotteries?search=${encodeURIComponent(d.lottery_number)}`;
  const label = (k: string) => t(`admin_dashboard.recent_draws.${k}`);
  const columns: DataColumn<AdminLotteryView>[] = [
    {
      key: 'product',
      header: label('product'),
      cell: (d) => (
        <>
          <span className="block font-medium text-neutral-900">{d.product.name}</span>
          <span className="block text-xs text-neutral-500">{d.lottery_number}</span>
        </>
      ),
    },
    {
      key: 'status',
      header: label('status'),
      cell: (d) => <StatusBadge kind="lottery" status={d.tab === 'pending' ? 'pending' : d.status} />,
    },
    {
      key: 'tickets',
      header: label('tickets'),
      className: 'tabular-nums',
      cell: (d) => `${d.sold_tickets}/${d.total_tickets}`,
    },
    { key: 'end_date', header: label('end_date'), cell: (d) => <DateText value={d.end_date} dateOnly /> },
  ];
  const view = (d: AdminLotteryView) => canOpen(`/admin/products/${d.product.id}`);
  const edit = (d: AdminLotteryView) => d.tab === 'active' && canOpen('/admin/lotteries');
  // agents may open neither screen: no column of dead buttons for them
  if (draws.some((d) => view(d) || edit(d))) {
    columns.push({
      key: 'actions',
      header: label('actions'),
      cell: (d) => (
        <div className="flex gap-1">
          {view(d) && (
            <ButtonLink size="sm" variant="outline" href={`/admin/products/${d.product.id}`}>
              {label('view')}
            </ButtonLink>
          )}
          {edit(d) && (
            <ButtonLink size="sm" variant="ghost" href={lotteryHref(d)}>
              {label('edit')}
            </ButtonLink>
          )}
        </div>
      ),
    });
  }
  return (
    <Card data-testid="admin-recent-draws">
      <CardBody className="space-y-3">
        <h2 className="font-semibold text-neutral-900">{label('title')}</h2>
        {failed ? (
          <LoadFailed message={t('admin_dashboard.error.title')} onRetry={onRetry} />
        ) : (
          <DataTable
            label={label('title')}
            columns={columns}
            rows={draws}
            rowKey={(d) => d.id}
            loading={loading && !draws.length}
            empty={{ title: label('empty') }}
            rowTestId="admin-recent-draw"
          />
        )}
      </CardBody>
    </Card>
  );
}
