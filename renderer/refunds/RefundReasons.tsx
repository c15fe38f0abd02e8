import { useTranslation } from 'react-i18next';
import type { RefundView } from '../../src/contracts/refunds.js';
import { reasonText } from './refund-ui.js';

/**
 * Why a refund was rejected, or why its payout failed, above its details; `texts` names the side's
 * labels (`{texts}.fields.rejection_reason`, `{texts}.fields.failure_reason`).
 */
export function RefundReasons({
  refund: r,
  texts,
}: {
  refund: Pick<RefundView, 'status' | 'rejection_reason' | 'failure_reason'>;
  texts: 'admin_refunds' | 'customer_refunds';
}) {
  const { t } = useTranslation();
  const note = (reason: string, label: string, tone: string, testId: string) => (
    <p role="note" className={`rounded-lg border p-3 text-sm ${tone}`} data-testid={testId}>
      <span className="font-semibold">{t(`${texts}.fields.${label}`)} : </span>
      {reasonText(reason, t)}
    </p>
  );
  if (r.status === 'rejected' && r.rejection_reason)
    return note(
      r.rejection_reason,
      'rejection_reason',
      'border-neutral-200 bg-neutral-50 text-neutral-800',
      'refund-rejection-reason',
    );
  if (r.status === 'failed' && r.failure_reason)
    return note(r.failure_reason, 'failure_reason', 'border-red-200 bg-red-50 text-red-900', 'refund-failure-reason');
  return null;
}
