import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../src/common/format/dates.js';
import { formatFCFA } from '../../../src/common/format/money.js';
import type { AdminRefundView } from '../../../src/contracts/refunds.js';
import { RefundStatusBadge } from '../../../renderer/refunds/RefundStatusBadge.js';
import { Badge } from '../../../renderer/ui/badge.js';
import { Button } from '../../../renderer/ui/button.js';
import { Table, TBody, Td, Th, THead, Tr } from '../../../renderer/ui/table.js';
import { RejectDialog } from './RejectDialog.js';

/** The raffle or the ticket the refund is about, under its reason. */
export function RefundTarget({ refund }: { refund: AdminRefundView }) {
  const { t } = useTranslation();
  if (refund.lottery) return <>{t('admin_refunds.lottery', { number: refund.lottery.lottery_number })}</>;
  if (refund.ticket) return <>{t('admin_refunds.ticket', { number: refund.ticket.ticket_number })}</>;
  if (refund.order_number) return <>{t('admin_refunds.order', { number: refund.order_number })}</>;
  return null;
}

/** Spec 3 §2 table: number with type and Auto badge, user, amount and currency, reason with raffle or ticket, status, date, view. */
export function AdminRefundTable({ refunds, onShow, onChanged }: { refunds: AdminRefundView[]; onShow: (r: AdminRefundView) => void; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Table label={t('admin_refunds.table_label')} wrapperClassName="relative" data-testid="admin-refund-table">
      <THead>
        <Tr>
          <Th>{t('admin_refunds.columns.refund')}</Th>
          <Th>{t('admin_refunds.columns.user')}</Th>
          <Th>{t('admin_refunds.columns.amount')}</Th>
          <Th>{t('admin_refunds.columns.reason')}</Th>
          <Th>{t('admin_refunds.columns.status')}</Th>
          <Th>{t('admin_refunds.columns.date')}</Th>
          <Th><span className="sr-only">{t('admin_refunds.columns.actions')}</span></Th>
        </Tr>
      </THead>
      <TBody>
        {refunds.map((r) => (
          <Tr key={r.id} data-testid="admin-refund-row" data-refund={r.refund_number} data-status={r.status} data-type={r.type}>
            <Td>
              <p className="font-mono text-sm font-medium">{r.refund_number}</p>
              <p className="mt-0.5 flex items-center gap-1 text-xs text-neutral-600">
                {t(`refunds.type.${r.type}`)}
                {r.auto_processed && <Badge tone="ocean" className="px-1.5! py-0!" data-testid="refund-auto">{t('refunds.ui.auto')}</Badge>}
              </p>
            </Td>
            <Td wrap className="min-w-40!">
              <p className="font-medium">{r.user.full_name}</p>
              <p className="text-xs break-all text-neutral-600">{r.user.email}</p>
            </Td>
            <Td>
              <p className="font-semibold">{formatFCFA(r.amount)}</p>
              <p className="text-xs text-neutral-600">{r.currency}</p>
            </Td>
            <Td wrap className="min-w-40!">
              <p>{t(`refunds.reason.${r.reason}`)}</p>
              <p className="font-mono text-xs text-neutral-600"><RefundTarget refund={r} /></p>
            </Td>
            <Td><RefundStatusBadge status={r.status} /></Td>
            <Td className="text-xs">{formatDateTime(r.created_at, i18n.language)}</Td>
            <Td>
              <div className="flex flex-col gap-1.5 xl:flex-row">
                <Button variant="outline" size="sm" onClick={() => onShow(r)} data-testid="admin-refund-view">{t('admin_refunds.actions.view')}</Button>
                {r.can_reject && <RejectDialog refund={r} onRejected={onChanged} />}
              </div>
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
