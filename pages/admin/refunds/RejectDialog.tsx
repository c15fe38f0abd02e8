import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminRefundView } from '../../../src/contracts/refunds.js';
import { rejectRefund } from '../../../renderer/refunds/refunds-api.js';
import { Button } from '../../../renderer/ui/button.js';
import { TextArea } from '../../../renderer/ui/field.js';
import { RefundFormDialog } from './RefundFormDialog.js';

const REASON_MAX = 500;

/** Spec 3 §5: a rejection needs a non-blank reason; the button stays disabled until there is one. */
export function RejectDialog({
  refund,
  onRejected,
  block,
}: {
  refund: AdminRefundView;
  onRejected: (r: AdminRefundView) => void;
  block?: boolean;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  const tooLong = trimmed.length > REASON_MAX;

  return (
    <RefundFormDialog
      title={t('admin_refunds.reject.title', { number: refund.refund_number })}
      description={t('admin_refunds.reject.description')}
      trigger={
        <Button variant="outline" size="sm" block={block} className="text-red-700" data-testid="refund-reject">
          {t('admin_refunds.actions.reject')}
        </Button>
      }
      testId="reject-form"
      ready={!!trimmed && !tooLong}
      reset={() => setReason('')}
      act={() => rejectRefund(refund.id, trimmed)}
      doneMessage={t('admin_refunds.messages.rejected')}
      failedMessage={t('admin_refunds.messages.reject_failed')}
      onDone={onRejected}
      submitLabel={t('admin_refunds.reject.submit')}
      submitVariant="danger"
      submitTestId="reject-submit"
    >
      <TextArea
        name="reason"
        label={t('admin_refunds.reject.reason')}
        required
        rows={3}
        maxLength={REASON_MAX + 50}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        hint={`${trimmed.length}/${REASON_MAX}`}
        error={tooLong ? t('refunds.errors.rejection_reason_too_long') : undefined}
        data-testid="reject-reason"
      />
    </RefundFormDialog>
  );
}
