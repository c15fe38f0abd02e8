import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MANUAL_REFUND_METHODS,
  type AdminRefundView,
  type ManualRefundMethod,
} from '../../../src/contracts/refunds.js';
import { formatFCFA } from '../../../src/common/format/money.js';
import { completeRefund } from '../../../renderer/refunds/refunds-api.js';
import { Button } from '../../../renderer/ui/button.js';
import { Select, TextArea, TextInput } from '../../../renderer/ui/field.js';
import { RefundFormDialog } from './RefundFormDialog.js';

const REF_MAX = 100;

/**
 * Bank transfer and cash are paid outside the platform: the administrator records the transfer or
 * receipt reference and completes the refund. A failed mobile-money payout can be settled this way too,
 * naming how it was paid.
 */
export function CompleteDialog({
  refund,
  onCompleted,
}: {
  refund: AdminRefundView;
  onCompleted: (r: AdminRefundView) => void;
}) {
  const { t } = useTranslation();
  const preset = refund.refund_method === 'mobile_money' ? '' : refund.refund_method;
  const [method, setMethod] = useState<string>(preset);
  const [reference, setReference] = useState('');
  const [notes, setNotes] = useState('');
  const ref = reference.trim();
  const ready = ref.length > 0 && ref.length <= REF_MAX && method !== '';

  const reset = () => {
    setReference('');
    setNotes('');
    setMethod(preset);
  };

  return (
    <RefundFormDialog
      title={t('admin_refunds.complete.title', { number: refund.refund_number })}
      description={t('admin_refunds.complete.description', { amount: formatFCFA(refund.amount) })}
      trigger={
        <Button size="sm" data-testid="refund-complete">
          {t('admin_refunds.actions.complete')}
        </Button>
      }
      testId="complete-form"
      ready={ready}
      reset={reset}
      act={() =>
        completeRefund(refund.id, {
          external_refund_id: ref,
          notes: notes.trim() || undefined,
          refund_method: method as ManualRefundMethod,
        })
      }
      doneMessage={t('admin_refunds.messages.completed')}
      failedMessage={t('admin_refunds.messages.complete_failed')}
      onDone={onCompleted}
      submitLabel={t('admin_refunds.complete.submit')}
      submitTestId="complete-submit"
    >
      <Select
        name="refund_method"
        label={t('admin_refunds.complete.method')}
        required
        value={method}
        onChange={(e) => setMethod(e.target.value)}
        placeholder={t('admin_refunds.complete.choose_method')}
        options={MANUAL_REFUND_METHODS.map((m) => ({ value: m, label: t(`refunds.method.${m}`) }))}
        data-testid="complete-method"
      />
      <TextInput
        name="external_refund_id"
        label={t('admin_refunds.complete.reference')}
        hint={t('admin_refunds.complete.reference_hint')}
        required
        maxLength={REF_MAX}
        value={reference}
        onChange={(e) => setReference(e.target.value)}
        data-testid="complete-reference"
      />
      <TextArea
        name="notes"
        label={t('admin_refunds.complete.notes')}
        rows={2}
        maxLength={1000}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        data-testid="complete-notes"
      />
    </RefundFormDialog>
  );
}
