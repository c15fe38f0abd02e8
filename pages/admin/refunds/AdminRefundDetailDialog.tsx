import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../src/common/format/dates.js';
import { formatFCFA } from '../../../src/common/format/money.js';
import type { AdminRefundView } from '../../../src/contracts/refunds.js';
import { failureOf } from '../../../renderer/lib/api.js';
import { Fields } from '../../../renderer/ui/section.js';
import { useApi } from '../../../renderer/lib/use-live-data.js';
import { ConfirmDialog } from '../../../renderer/ui/ConfirmDialog.js';
import { failureText } from '../../../renderer/refunds/refund-ui.js';
import { retryRefund } from '../../../renderer/refunds/refunds-api.js';
import { StatusBadge } from '../../../renderer/ui/status-badge.js';
import { RefundTimeline } from '../../../renderer/refunds/RefundTimeline.js';
import { Button } from '../../../renderer/ui/button.js';
import { Dialog } from '../../../renderer/ui/dialog.js';
import { toast } from '../../../renderer/ui/toast.js';
import { CompleteDialog } from './CompleteDialog.js';
import { RejectDialog } from './RejectDialog.js';
import { RefundReasons } from '../../../renderer/refunds/RefundReasons.js';
import { RefundTypeLabel } from '../../../renderer/refunds/RefundTypeLabel.js';

/** Spec 3 §4: the detail modal closes 1.5 s after a successful retry. */
export const CLOSE_AFTER_RETRY_MS = 1500;

type Row = [string, ReactNode];

/**
 * Spec 3 §2 refund detail: the row's data at once, then the fresh record (GET /admin/refunds/{id}); the
 * payout block (spec 3 §3 meta); the timeline; "Relancer" for a rejected or failed refund after a
 * confirmation; "Rejeter" until the money is on its way; "Compléter" for bank transfer and cash.
 */
export function AdminRefundDetailDialog({
  initial,
  onClose,
  onChanged,
}: {
  initial: AdminRefundView | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [last, setLast] = useState(initial);
  const [updated, setUpdated] = useState<AdminRefundView | null>(null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const closing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (initial) setLast(initial);
    setUpdated(null);
  }, [initial]);
  useEffect(() => () => clearTimeout(closing.current), []);
  const detail = useApi<{ data: { refund: AdminRefundView } }>(initial ? `/admin/refunds/${initial.id}` : null);
  const fresh = initial && detail.data?.data.refund.id === initial.id ? detail.data.data.refund : null;
  const r = updated ?? fresh ?? initial ?? last;

  const close = () => {
    clearTimeout(closing.current);
    setAsking(false);
    onClose();
  };

  async function retry() {
    if (!r) return;
    setBusy(true);
    try {
      const res = await retryRefund(r.id);
      if (res.refund) setUpdated(res.refund);
      toast.success(res.message || t('admin_refunds.messages.retried'));
      setAsking(false);
      onChanged();
      closing.current = setTimeout(close, CLOSE_AFTER_RETRY_MS);
    } catch (err) {
      toast.error(failureText(failureOf(err), t('admin_refunds.messages.retry_failed')));
      // the refund may have moved meanwhile (its payout arrived after all): the list shows where it stands
      onChanged();
      close();
    } finally {
      setBusy(false);
    }
  }

  const at = (d: string | null) => (d ? formatDateTime(d, i18n.language) : '—');
  let rows: Row[] = [];
  let meta: Row[] = [];
  // biome-ignore-start lint/correctness/useJsxKeyInIterable: [label, value] pairs for Fields, which keys each row by its label
  if (r) {
    rows = [
      [t('admin_refunds.fields.refund_number'), <span className="font-mono">{r.refund_number}</span>],
      [t('admin_refunds.fields.status'), <StatusBadge kind="refund" status={r.status} />],
      [t('admin_refunds.fields.type'), <RefundTypeLabel refund={r} />],
      [
        t('admin_refunds.fields.amount'),
        <span className="font-semibold">
          {formatFCFA(r.amount)} <span className="text-xs font-normal text-neutral-600">{r.currency}</span>
        </span>,
      ],
      [t('admin_refunds.fields.reason'), t(`refunds.reason.${r.reason}`)],
      [
        t('admin_refunds.fields.user'),
        <span>
          {r.user.full_name}
          <span className="block text-xs break-all text-neutral-600">
            {r.user.email}
            {r.user.phone ? ` • ${r.user.phone}` : ''}
          </span>
        </span>,
      ],
      [t('admin_refunds.fields.method'), t(`refunds.method.${r.refund_method}`)],
      [
        t('admin_refunds.fields.payee_phone'),
        <span className="font-mono" data-testid="refund-payee-phone">
          {r.payee_phone}
        </span>,
      ],
      ...(r.lottery
        ? [
            [
              t('admin_refunds.fields.lottery'),
              <span>
                <span className="font-mono">{r.lottery.lottery_number}</span> • {r.lottery.product_title}
              </span>,
            ] as Row,
          ]
        : []),
      ...(r.ticket
        ? [[t('admin_refunds.fields.ticket'), <span className="font-mono">{r.ticket.ticket_number}</span>] as Row]
        : []),
      ...(r.order_number
        ? [[t('admin_refunds.fields.order_number'), <span className="font-mono">{r.order_number}</span>] as Row]
        : []),
      ...(r.transaction
        ? [
            [
              t('admin_refunds.fields.transaction'),
              <span>
                <span className="font-mono">{r.transaction.reference}</span> • {formatFCFA(r.transaction.amount)}
              </span>,
            ] as Row,
          ]
        : []),
      ...(r.notes
        ? [[t('admin_refunds.fields.notes'), <span className="whitespace-pre-line">{r.notes}</span>] as Row]
        : []),
      [t('admin_refunds.fields.created_at'), at(r.created_at)],
    ];
    const mono = (v: string | null) => <span className="font-mono break-all">{v ?? '—'}</span>;
    // spec 3 §3 Refund.meta
    meta = [
      [t('admin_refunds.fields.order_number'), mono(r.meta.order_number)],
      [t('admin_refunds.fields.original_amount'), formatFCFA(r.meta.original_amount)],
      [
        t('admin_refunds.fields.operator_fees'),
        <span data-testid="refund-meta-fees">
          {formatFCFA(r.meta.operator_fees)}{' '}
          <span className="text-xs text-neutral-600">{t('admin_refunds.detail.fees_not_refunded')}</span>
        </span>,
      ],
      [t('admin_refunds.fields.operator'), r.meta.operator ? t(`admin_refunds.operators.${r.meta.operator}`) : '—'],
      [t('admin_refunds.fields.shap_payout_id'), mono(r.meta.shap_payout_id)],
      [t('admin_refunds.fields.shap_transaction_id'), mono(r.meta.shap_transaction_id)],
      [
        t('admin_refunds.fields.payout_state'),
        r.meta.state ? t(`admin_refunds.payout_states.${r.meta.state}`, { defaultValue: r.meta.state }) : '—',
      ],
      [t('admin_refunds.fields.payout_state_at'), at(r.meta.timestamp)],
      [t('admin_refunds.fields.external_refund_id'), mono(r.external_refund_id)],
      [t('admin_refunds.fields.payout_reference'), mono(r.meta.payout_reference)],
      [t('admin_refunds.fields.attempts'), String(r.meta.attempts)],
    ];
  }
  // biome-ignore-end lint/correctness/useJsxKeyInIterable: [label, value] pairs for Fields, which keys each row by its label
  // a rejection or a completion: the dialog shows the refund as it now is, the list refreshes
  const decided = (next: AdminRefundView) => {
    setUpdated(next);
    onChanged();
  };

  return (
    <Dialog
      open={initial !== null}
      onOpenChange={(open) => !open && !busy && close()}
      title={t('admin_refunds.detail.title')}
      className="sm:max-w-2xl!"
    >
      {r && (
        <div
          className="flex flex-col gap-4"
          data-testid="admin-refund-detail"
          data-refund={r.refund_number}
          data-status={r.status}
        >
          {detail.error && (
            <p
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-900"
              data-testid="refund-detail-error"
            >
              {t('admin_refunds.messages.detail_failed')}
            </p>
          )}
          <RefundReasons refund={r} texts="admin_refunds" />
          <Fields rows={rows} />
          <section data-testid="refund-meta">
            <h3 className="mb-2 text-sm font-semibold text-neutral-900">{t('admin_refunds.detail.payout')}</h3>
            <Fields rows={meta} />
          </section>
          <section>
            <h3 className="mb-2 text-sm font-semibold text-neutral-900">{t('admin_refunds.detail.timeline')}</h3>
            <RefundTimeline refund={r} />
          </section>
          {initial && (r.can_retry || r.can_reject || r.can_complete) && !updated && (
            <div className="flex flex-col-reverse gap-2 border-t border-neutral-100 pt-3 sm:flex-row sm:justify-end">
              {r.can_reject && <RejectDialog refund={r} onRejected={decided} />}
              {r.can_complete && <CompleteDialog refund={r} onCompleted={decided} />}
              {r.can_retry && (
                <Button onClick={() => setAsking(true)} data-testid="refund-retry">
                  {t('admin_refunds.actions.retry')}
                </Button>
              )}
            </div>
          )}
          <ConfirmDialog
            open={asking}
            onOpenChange={setAsking}
            title={t('admin_refunds.retry.title')}
            message={t('admin_refunds.retry.confirm', { number: r.refund_number })}
            confirmLabel={t('admin_refunds.actions.retry')}
            busy={busy}
            onConfirm={() => void retry()}
            testId="refund-retry-confirm"
          />
        </div>
      )}
    </Dialog>
  );
}
