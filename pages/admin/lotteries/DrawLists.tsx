import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../src/common/format/dates.js';
import { formatFCFA } from '../../../src/common/format/money.js';
import type { AdminLotteryView } from '../../../src/contracts/admin-lotteries.js';
import { Button, ButtonLink } from '../../../renderer/ui/button.js';
import { Card } from '../../../renderer/ui/card.js';
import { DropdownMenu } from '../../../renderer/ui/menu.js';
import { Progress } from '../../../renderer/ui/progress.js';
import { DataTable, type DataColumn } from '../../../renderer/ui/data-table.js';
import { DateText } from '../../../renderer/ui/date-text.js';
import { Money } from '../../../renderer/ui/money.js';
import { StatusBadge } from '../../../renderer/ui/status-badge.js';

export interface DrawActions {
  onParticipants: (l: AdminLotteryView) => void;
  onDraw: (l: AdminLotteryView) => void;
  onDetails: (l: AdminLotteryView) => void;
  onExport: (l: AdminLotteryView, format: 'json' | 'csv') => void;
}

function ProductLine({ l, badge }: { l: AdminLotteryView; badge?: 'pending' | 'completed' }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      {l.product.image_url ? (
        <img
          src={l.product.image_url}
          alt=""
          width={48}
          height={48}
          className="size-12 shrink-0 rounded-lg object-cover"
        />
      ) : (
        <div className="size-12 shrink-0 rounded-lg bg-neutral-100" aria-hidden="true" />
      )}
      <div className="min-w-0">
        <p className="font-semibold break-words text-neutral-900">{l.product.name}</p>
        <p className="font-mono text-xs text-neutral-600">{l.lottery_number}</p>
      </div>
      {badge && <StatusBadge kind="lottery" status={badge} className="ml-auto shrink-0" />}
    </div>
  );
}

/** Tirages en attente: ended (or sold out) with enough participants, waiting for an administrator. */
export function PendingList({ rows, actions }: { rows: AdminLotteryView[]; actions: DrawActions }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="grid gap-3 lg:grid-cols-2" data-testid="pending-list">
      {rows.map((l) => (
        <li key={l.id} data-testid="pending-row" data-lottery={l.lottery_number}>
          <Card className="space-y-3 p-4">
            <ProductLine l={l} badge="pending" />
            <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              <dt className="sr-only">{t('admin_lotteries.columns.draw_date')}</dt>
              <dd className="col-span-2 text-neutral-700">
                {l.lottery_status === 'sold_out'
                  ? t('admin_lotteries.pending.sold_out')
                  : t('admin_lotteries.pending.ended', { date: formatDateTime(l.end_date, i18n.language) })}
              </dd>
              <dt className="sr-only">{t('admin_lotteries.columns.progress')}</dt>
              <dd className="text-neutral-700">
                {t('admin_lotteries.pending.tickets', { sold: l.sold_tickets, total: l.total_tickets })}
              </dd>
              <dt className="sr-only">{t('admin_lotteries.columns.participants')}</dt>
              <dd className="text-neutral-700">
                {t('admin_lotteries.pending.participants', { count: l.participants_count, min: l.min_participants })}
              </dd>
              <dt className="sr-only">{t('admin_lotteries.columns.revenue')}</dt>
              <dd className="col-span-2 font-medium text-neutral-900">
                {t('admin_lotteries.pending.revenue', { amount: formatFCFA(l.revenue) })}
              </dd>
            </dl>
            {l.draw_blocked === 'refunds_open' && (
              <p className="rounded-lg bg-sun-50 p-2 text-sm text-neutral-800">
                {t('admin_lotteries.pending.blocked_refunds')}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                size="sm"
                onClick={() => actions.onParticipants(l)}
                data-testid="view-participants"
              >
                {t('admin_lotteries.pending.view_participants')}
              </Button>
              <Button
                size="sm"
                onClick={() => actions.onDraw(l)}
                disabled={l.draw_blocked !== null}
                data-testid="run-draw"
              >
                {t('admin_lotteries.pending.draw')}
              </Button>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** Tirages spéciaux actifs: product, progress, revenue (sold × ticket price), draw date, participants. */
export function ActiveTable({
  rows,
  actions,
  loading,
}: {
  rows: AdminLotteryView[];
  actions: DrawActions;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const columns: DataColumn<AdminLotteryView>[] = [
    {
      key: 'product',
      header: t('admin_lotteries.columns.product'),
      cell: (l) => <ProductLine l={l} />,
      wrap: true,
      className: 'min-w-56',
    },
    {
      key: 'progress',
      header: t('admin_lotteries.columns.progress'),
      cell: (l) => (
        <Progress
          value={l.sold_tickets}
          max={l.total_tickets}
          label={t('admin_lotteries.pending.tickets', { sold: l.sold_tickets, total: l.total_tickets })}
        />
      ),
      className: 'min-w-44',
    },
    {
      key: 'revenue',
      header: t('admin_lotteries.columns.revenue'),
      cell: (l) => <Money amount={l.revenue} />,
      align: 'right',
    },
    { key: 'draw_date', header: t('admin_lotteries.columns.draw_date'), cell: (l) => <DateText value={l.end_date} /> },
    {
      key: 'participants',
      header: t('admin_lotteries.columns.participants'),
      cell: (l) => (
        <Button variant="outline" size="sm" onClick={() => actions.onParticipants(l)} data-testid="active-participants">
          {`${t('admin_lotteries.columns.participants')} (${l.participants_count})`}
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      label={t('admin_lotteries.active.table_label')}
      columns={columns}
      rows={rows}
      rowKey={(l) => l.id}
      loading={loading}
      testId="active-table"
      rowTestId="active-row"
    />
  );
}

const initials = (first: string, last: string) =>
  `${first.trim()[0] ?? ''}${last.trim()[0] ?? ''}`.toUpperCase() || '?';

/** The winner as an administrator may see them: initials, full name and contact. */
export function WinnerBlock({ l }: { l: AdminLotteryView }) {
  const { t } = useTranslation();
  if (!l.winner) return null;
  return (
    <div className="flex min-w-0 items-center gap-3 rounded-xl bg-brand-50 p-3" data-testid="winner-block">
      <span
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
        aria-hidden="true"
      >
        {initials(l.winner.first_name, l.winner.last_name)}
      </span>
      <div className="min-w-0 text-sm">
        <p className="text-xs font-medium text-neutral-600">{t('admin_lotteries.history.winner')}</p>
        <p className="font-semibold break-words text-neutral-900">{`${l.winner.first_name} ${l.winner.last_name}`}</p>
        <p className="break-all text-neutral-600">{l.winner.email}</p>
      </div>
    </div>
  );
}

/** Historique: drawn raffles with winner, winning ticket, verification code, proof and export. */
export function HistoryList({ rows, actions }: { rows: AdminLotteryView[]; actions: DrawActions }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="grid gap-3 lg:grid-cols-2" data-testid="history-list">
      {rows.map((l) => (
        <li key={l.id} data-testid="history-row">
          <Card className="space-y-3 p-4">
            <ProductLine l={l} badge="completed" />
            <p className="text-sm text-neutral-700">
              {t('admin_lotteries.history.drawn_on', { date: formatDateTime(l.draw_date, i18n.language) })}
            </p>
            <WinnerBlock l={l} />
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <div className="min-w-0">
                <dt className="text-xs text-neutral-600">{t('admin_lotteries.history.winning_ticket')}</dt>
                <dd className="font-mono break-all text-neutral-900">{l.winning_ticket_number}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs text-neutral-600">{t('admin_lotteries.history.verification_code')}</dt>
                <dd className="font-mono text-neutral-900" data-testid="verification-code">
                  {l.verification_code}
                </dd>
              </div>
            </dl>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => actions.onDetails(l)} data-testid="history-details">
                {t('admin_lotteries.history.details')}
              </Button>
              <ButtonLink variant="ghost" size="sm" href={l.proof_url} data-testid="history-proof">
                {t('admin_lotteries.history.proof')}
              </ButtonLink>
              <DropdownMenu
                trigger={t('admin_lotteries.history.export')}
                items={[
                  { label: t('admin_lotteries.history.export_json'), onClick: () => actions.onExport(l, 'json') },
                  { label: t('admin_lotteries.history.export_csv'), onClick: () => actions.onExport(l, 'csv') },
                ]}
              />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
