import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFCFA } from '../../../src/common/format/money.js';
import type { RefundView } from '../../../src/contracts/refunds.js';
import { Fields } from '../../../renderer/ui/section.js';
import { RefundStatusBadge } from '../../../renderer/refunds/RefundStatusBadge.js';
import { RefundTimeline } from '../../../renderer/refunds/RefundTimeline.js';
import { Dialog } from '../../../renderer/ui/dialog.js';
import { CancelRefundButton } from './CancelRefundButton.js';
import { RefundSubject } from './RefundList.js';
import { RefundReasons } from '../../../renderer/refunds/RefundReasons.js';
import { RefundTypeLabel } from '../../../renderer/refunds/RefundTypeLabel.js';

/** Every field of one refund, its timeline, why it was rejected or failed, and the cancel button while pending. */
export function RefundDetailsDialog({
  refund,
  onClose,
  onChanged,
}: {
  refund: RefundView | null;
  onClose: () => void;
  onChanged: (r: RefundView) => void;
}) {
  const { t } = useTranslation();
  // keeps the content while the closing animation runs
  const [last, setLast] = useState(refund);
  useEffect(() => {
    if (refund) setLast(refund);
  }, [refund]);
  const r = refund ?? last;

  let rows: [string, ReactNode][] = [];
  // biome-ignore-start lint/correctness/useJsxKeyInIterable: [label, value] pairs for Fields, which keys each row by its label
  if (r) {
    rows = [
      [t('customer_refunds.fields.refund_number'), <span className="font-mono">{r.refund_number}</span>],
      [t('customer_refunds.fields.status'), <RefundStatusBadge status={r.status} />],
      [t('customer_refunds.fields.amount'), <span className="font-semibold">{formatFCFA(r.amount)}</span>],
      [t('customer_refunds.fields.reason'), t(`refunds.reason.${r.reason}`)],
      [t('customer_refunds.fields.type'), <RefundTypeLabel refund={r} />],
      [t('customer_refunds.fields.subject'), <RefundSubject refund={r} />],
      ...(r.order_number
        ? [
            [t('customer_refunds.fields.order_number'), <span className="font-mono">{r.order_number}</span>] as [
              string,
              ReactNode,
            ],
          ]
        : []),
      ...(r.transaction
        ? [
            [
              t('customer_refunds.fields.transaction'),
              <span>
                <span className="font-mono">{r.transaction.reference}</span> • {formatFCFA(r.transaction.amount)}
              </span>,
            ] as [string, ReactNode],
          ]
        : []),
      [t('customer_refunds.fields.method'), t(`refunds.method.${r.refund_method}`)],
      [
        t('customer_refunds.fields.payee_phone'),
        <span className="font-mono" data-testid="refund-payee-phone">
          {r.payee_phone}
        </span>,
      ],
      ...(r.notes
        ? [
            [t('customer_refunds.fields.notes'), <span className="whitespace-pre-line">{r.notes}</span>] as [
              string,
              ReactNode,
            ],
          ]
        : []),
    ];
  }
  // biome-ignore-end lint/correctness/useJsxKeyInIterable: [label, value] pairs for Fields, which keys each row by its label

  return (
    <Dialog
      open={refund !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('customer_refunds.details.title')}
      className="sm:max-w-xl!"
    >
      {r && (
        <div
          className="flex flex-col gap-4"
          data-testid="refund-details-dialog"
          data-refund={r.refund_number}
          data-status={r.status}
        >
          <RefundReasons refund={r} texts="customer_refunds" />
          <Fields rows={rows} />
          <section>
            <h3 className="mb-2 text-sm font-semibold text-neutral-900">{t('customer_refunds.details.timeline')}</h3>
            <RefundTimeline refund={r} />
          </section>
          {r.can_cancel && refund && (
            <div className="border-t border-neutral-100 pt-3">
              <CancelRefundButton refund={r} onCancelled={onChanged} block />
            </div>
          )}
        </div>
      )}
    </Dialog>
  );
}
