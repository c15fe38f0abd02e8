import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPaymentDetail, AdminPaymentView } from '../../../src/contracts/admin-payments.js';
import { api, failureOf } from '../../../renderer/lib/api.js';
import { useApi } from '../../../renderer/lib/use-live-data.js';
import { Button } from '../../../renderer/ui/button.js';
import { ConfirmDialog } from '../../../renderer/ui/ConfirmDialog.js';
import { DateText } from '../../../renderer/ui/date-text.js';
import { Dialog } from '../../../renderer/ui/dialog.js';
import { Select, TextArea } from '../../../renderer/ui/field.js';
import { Money } from '../../../renderer/ui/money.js';
import { StatusBadge } from '../../../renderer/ui/status-badge.js';
import { toast } from '../../../renderer/ui/toast.js';

/** How the customer is paid back: to the payer's mobile-money number, or at once into their Mbolo balance. */
const ADMIN_REFUND_METHODS = ['mobile_money', 'wallet_credit'] as const;

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-neutral-600">{label}</dt>
      <dd className="mt-0.5 break-words text-sm text-neutral-900">{children}</dd>
    </div>
  );
}

/**
 * Spec 3 §2 payment detail: the row at once, then the server's detail (refund already raised or not);
 * "Initier remboursement" only for a completed payment, after the spec's confirmation prompt.
 */
export function PaymentDetailDialog({
  payment,
  onClose,
  onRefunded,
}: {
  payment: AdminPaymentView | null;
  onClose: () => void;
  onRefunded: () => void;
}) {
  const { t } = useTranslation();
  const detail = useApi<{ data: { payment: AdminPaymentDetail } }>(payment ? `/admin/payments/${payment.id}` : null);
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [refundMethod, setRefundMethod] = useState<(typeof ADMIN_REFUND_METHODS)[number]>('mobile_money');
  const [busy, setBusy] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: another payment opened in the dialog starts without a pending confirmation
  useEffect(() => {
    setConfirming(false);
    setReason('');
    setRefundMethod('mobile_money');
  }, [payment?.id]);

  const full = detail.data?.data.payment.id === payment?.id ? detail.data?.data.payment : undefined;
  const p = full ?? payment;
  const canRefund = p?.status === 'completed' && full?.can_refund !== false;

  async function refund() {
    if (!p) return;
    setBusy(true);
    try {
      const res = await api<{ message?: string }>(`/admin/payments/${p.id}/refund`, {
        method: 'POST',
        body: { reason: reason.trim() || undefined, refund_method: refundMethod },
      });
      toast.success(res.message || t('admin_payments.messages.refund_done'), {
        title: t('admin_payments.toast_titles.refund'),
      });
      setConfirming(false);
      onClose();
      onRefunded();
    } catch (err) {
      toast.error(failureOf(err).message || t('admin_payments.messages.refund_failed'), {
        title: t('admin_payments.toast_titles.error'),
      });
      detail.reload();
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Dialog
        open={!!p && !confirming}
        onOpenChange={(open) => !open && onClose()}
        title={t('admin_payments.detail.title')}
        className="sm:max-w-2xl"
      >
        {p && (
          <div className="space-y-4" data-testid="payment-detail">
            <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <Item label={t('admin_payments.detail.transaction_id')}>
                <span className="font-mono">{p.transaction_id}</span>
              </Item>
              <Item label={t('admin_payments.detail.amount')}>
                <Money amount={p.amount} className="font-semibold" />{' '}
                <span className="text-neutral-600">({p.currency})</span>
              </Item>
              <Item label={t('admin_payments.detail.status')}>
                <StatusBadge kind="payment" status={p.status} />
              </Item>
              <Item label={t('admin_payments.detail.method')}>{t(`admin_payments.methods.${p.payment_method}`)}</Item>
              <Item label={t('admin_payments.detail.date')}>
                <DateText value={p.created_at} />
              </Item>
              <Item label={t('admin_payments.detail.paid_at')}>
                <DateText value={p.paid_at} />
              </Item>
              <Item label={t('admin_payments.detail.user')}>
                {p.user_name}
                <span className="block text-xs text-neutral-600">{p.user_email}</span>
                {p.user_phone && <span className="block text-xs text-neutral-600">{p.user_phone}</span>}
              </Item>
              <Item label={t('admin_payments.detail.order')}>
                <span className="font-mono">{p.order_number}</span>
                <span className="block text-xs text-neutral-600">
                  {p.product_name}
                  {p.order_type === 'lottery'
                    ? ` · ${t('admin_payments.table.tickets', { count: p.tickets_count })}`
                    : ''}
                </span>
              </Item>
              <Item label={t('admin_payments.detail.provider_reference')}>
                <span className="font-mono">{p.provider_transaction_id ?? '—'}</span>
              </Item>
              <Item label={t('admin_payments.detail.bill_id')}>
                <span className="font-mono">{p.bill_id ?? '—'}</span>
              </Item>
              {p.failure_reason && <Item label={t('admin_payments.detail.failure_reason')}>{p.failure_reason}</Item>}
              {full?.refund && (
                <Item label={t('admin_payments.detail.refund')}>
                  <span className="font-mono">{full.refund.refund_number}</span>{' '}
                  <StatusBadge kind="refund" status={full.refund.status} />
                </Item>
              )}
            </dl>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={onClose} data-testid="payment-close">
                {t('admin_payments.actions.close')}
              </Button>
              {canRefund && (
                <Button variant="danger" onClick={() => setConfirming(true)} data-testid="payment-refund">
                  {t('admin_payments.actions.refund')}
                </Button>
              )}
            </div>
          </div>
        )}
      </Dialog>
      <ConfirmDialog
        open={!!p && confirming}
        onOpenChange={(open) => !open && setConfirming(false)}
        title={t('admin_payments.actions.refund')}
        message={t('admin_payments.confirm_refund')}
        confirmLabel={t('admin_payments.actions.confirm')}
        cancelLabel={t('admin_payments.actions.cancel')}
        onConfirm={() => void refund()}
        busy={busy}
        variant="danger"
        testId="refund-confirm"
      >
        <TextArea
          name="reason"
          label={t('admin_payments.detail.reason_label')}
          placeholder={t('admin_payments.detail.reason_placeholder')}
          value={reason}
          maxLength={500}
          rows={3}
          onChange={(e) => setReason(e.target.value)}
          data-testid="refund-reason"
        />
        <Select
          name="refund_method"
          label={t('checkout_wallet.admin_refund_method.label')}
          value={refundMethod}
          onChange={(e) => setRefundMethod(e.target.value as (typeof ADMIN_REFUND_METHODS)[number])}
          options={ADMIN_REFUND_METHODS.map((m) => ({
            value: m,
            label: t(`checkout_wallet.admin_refund_method.${m}`),
          }))}
          data-testid="refund-method"
        />
      </ConfirmDialog>
    </>
  );
}
