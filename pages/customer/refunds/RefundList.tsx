import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../src/common/format/dates.js';
import { formatFCFA } from '../../../src/common/format/money.js';
import type { RefundView } from '../../../src/contracts/refunds.js';
import { RefundStatusBadge } from '../../../renderer/refunds/RefundStatusBadge.js';
import { Button } from '../../../renderer/ui/button.js';
import { CancelRefundButton } from './CancelRefundButton.js';

/** What the refund is for: the raffle and its article, else the order. */
export function RefundSubject({ refund }: { refund: RefundView }) {
  const { t } = useTranslation();
  if (refund.lottery) {
    return (
      <>
        <span className="font-medium text-neutral-900">{refund.lottery.product_title}</span>
        <span className="text-neutral-600">
          {' '}
          • {t('customer_refunds.lottery', { number: refund.lottery.lottery_number })}
        </span>
      </>
    );
  }
  if (refund.order_number)
    return <span className="text-neutral-900">{t('customer_refunds.order', { number: refund.order_number })}</span>;
  return <span className="text-neutral-600">—</span>;
}

/**
 * One card per refund at every width (a grid from `sm`), so a row is one element whatever the screen:
 * number and status, what it is for, amount, reason and date, then details and cancel.
 */
export function RefundList({
  refunds,
  onShow,
  onChanged,
}: {
  refunds: RefundView[];
  onShow: (r: RefundView) => void;
  onChanged: (r: RefundView) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="grid gap-3 lg:grid-cols-2" data-testid="refund-list">
      {refunds.map((r) => (
        <li
          key={r.id}
          className="flex flex-col gap-2 rounded-xl border border-neutral-200 bg-white p-3 shadow-sm sm:p-4"
          data-testid="refund-row"
          data-refund={r.refund_number}
          data-status={r.status}
        >
          <div className="flex items-start justify-between gap-2">
            <p className="font-mono text-sm break-all text-neutral-800" data-testid="refund-number">
              {r.refund_number}
            </p>
            <RefundStatusBadge status={r.status} />
          </div>
          <p className="line-clamp-2 text-sm">
            <RefundSubject refund={r} />
          </p>
          <div className="flex flex-wrap items-end justify-between gap-x-3 gap-y-1">
            <p className="text-lg font-bold text-neutral-900" data-testid="refund-amount">
              {formatFCFA(r.amount)}
            </p>
            <p className="text-xs text-neutral-600">{formatDateTime(r.created_at, i18n.language)}</p>
          </div>
          <p className="text-sm text-neutral-700" data-testid="refund-reason-label">
            {t(`refunds.reason.${r.reason}`)}
          </p>
          <div className="mt-1 flex flex-wrap gap-2 border-t border-neutral-100 pt-3">
            <Button variant="outline" size="sm" onClick={() => onShow(r)} data-testid="refund-details">
              {t('customer_refunds.actions.details')}
            </Button>
            <CancelRefundButton refund={r} onCancelled={onChanged} />
          </div>
        </li>
      ))}
    </ul>
  );
}
