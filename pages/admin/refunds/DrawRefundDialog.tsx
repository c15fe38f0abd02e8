import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../src/common/format/dates.js';
import { formatFCFA } from '../../../src/common/format/money.js';
import type { DrawPayment, EligibleLottery } from '../../../src/contracts/refunds.js';
import { failureOf } from '../../../renderer/lib/api.js';
import { useApi } from '../../../renderer/lib/use-live-data.js';
import { ConfirmDialog } from '../../../renderer/ui/ConfirmDialog.js';
import { failureText } from '../../../renderer/refunds/refund-ui.js';
import { processAutomatic } from '../../../renderer/refunds/refunds-api.js';
import { StatusBadge } from '../../../renderer/ui/status-badge.js';
import { Button } from '../../../renderer/ui/button.js';
import { Dialog } from '../../../renderer/ui/dialog.js';
import { Spinner } from '../../../renderer/ui/spinner.js';
import { toast } from '../../../renderer/ui/toast.js';

/**
 * Spec 3 §2 "draw refund modal": the raffle's paid orders with what each gets back, and "Rembourser",
 * which (after a confirmation) runs the automatic processing for that raffle only.
 */
export function DrawRefundDialog({
  lottery,
  onClose,
  onRefunded,
}: {
  lottery: EligibleLottery | null;
  onClose: () => void;
  onRefunded: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [last, setLast] = useState(lottery);
  useEffect(() => {
    if (lottery) setLast(lottery);
  }, [lottery]);
  const l = lottery ?? last;
  const payments = useApi<{ data: { payments: DrawPayment[] } }>(
    lottery ? `/admin/refunds/eligible-lotteries/${lottery.id}/payments` : null,
  );
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const rows = lottery ? payments.data?.data.payments : undefined;

  async function refund() {
    if (!l) return;
    setBusy(true);
    try {
      const report = await processAutomatic({ dry_run: false, lottery_id: l.id });
      toast.success(report.message);
      setBusy(false);
      setAsking(false);
      onClose();
      onRefunded();
    } catch (err) {
      toast.error(failureText(failureOf(err), t('admin_refunds.messages.draw_refund_failed')));
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={lottery !== null}
      onOpenChange={(open) => !open && !busy && onClose()}
      title={l ? t('admin_refunds.draw.title', { number: l.lottery_number }) : ''}
      description={l?.product_title}
      className="sm:max-w-3xl!"
    >
      {l && (
        <div className="flex flex-col gap-4" data-testid="draw-refund-dialog" data-lottery={l.lottery_number}>
          <p className="text-sm text-neutral-700">
            {t('admin_refunds.eligible.participants', { sold: l.participants, min: l.min_participants })}
            {' • '}
            {t('admin_refunds.draw.estimated', { amount: formatFCFA(l.estimated_refund) })}
          </p>
          {payments.error ? (
            <p
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-900"
              data-testid="draw-payments-error"
            >
              {t('admin_refunds.messages.payments_failed')}
            </p>
          ) : !rows || payments.loading ? (
            <div className="flex justify-center py-6">
              <Spinner />
            </div>
          ) : rows.length === 0 ? (
            <p
              className="rounded-lg bg-neutral-50 p-4 text-center text-sm text-neutral-600"
              data-testid="draw-payments-empty"
            >
              {t('admin_refunds.draw.empty')}
            </p>
          ) : (
            <ul
              className="divide-y divide-neutral-100 rounded-lg border border-neutral-200"
              data-testid="draw-payments"
            >
              {rows.map((p) => (
                <li
                  key={p.id}
                  className="flex flex-wrap items-start justify-between gap-2 p-3 text-sm"
                  data-testid="draw-payment"
                  data-order={p.order_number}
                >
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-neutral-900">{p.user.full_name}</p>
                    <p className="text-xs break-all text-neutral-600">{p.user.email}</p>
                    <p className="text-xs text-neutral-600">
                      <span className="font-mono">{p.order_number}</span> •{' '}
                      {t('admin_refunds.draw.tickets', { count: p.tickets })} •{' '}
                      {formatDateTime(p.created_at, i18n.language)}
                    </p>
                  </div>
                  <div className="text-right">
                    <p className="text-xs text-neutral-600">
                      {t('admin_refunds.draw.paid', { amount: formatFCFA(p.amount) })}
                    </p>
                    <p className="font-semibold text-neutral-900">
                      {t('admin_refunds.draw.refund_amount', { amount: formatFCFA(p.refund_amount) })}
                    </p>
                    {p.refund && (
                      <p className="mt-1 flex items-center justify-end gap-1 text-xs text-neutral-600">
                        <span className="font-mono">{p.refund.refund_number}</span>
                        <StatusBadge kind="refund" status={p.refund.status} />
                      </p>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={busy}>
              {t('admin_refunds.draw.close')}
            </Button>
            <Button
              onClick={() => setAsking(true)}
              disabled={!rows || payments.loading || rows.length === 0}
              data-testid="draw-refund"
            >
              {t('admin_refunds.draw.refund')}
            </Button>
          </div>
          <ConfirmDialog
            open={asking}
            onOpenChange={setAsking}
            title={t('admin_refunds.draw.confirm_title')}
            message={t('admin_refunds.draw.confirm', { number: l.lottery_number })}
            confirmLabel={t('admin_refunds.draw.refund')}
            busy={busy}
            onConfirm={() => void refund()}
            testId="draw-refund-confirm"
          />
        </div>
      )}
    </Dialog>
  );
}
