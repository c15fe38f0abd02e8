import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MANUAL_REFUND_METHODS, type AdminRefundView, type ManualRefundMethod } from '../../../src/contracts/refunds.js';
import { formatFCFA } from '../../../src/common/format/money.js';
import { failureOf } from '../../../renderer/lib/api.js';
import { failureText } from '../../../renderer/refunds/refund-ui.js';
import { completeRefund } from '../../../renderer/refunds/refunds-api.js';
import { Button } from '../../../renderer/ui/button.js';
import { Dialog } from '../../../renderer/ui/dialog.js';
import { Select, TextArea, TextInput } from '../../../renderer/ui/field.js';
import { toast } from '../../../renderer/ui/toast.js';

const REF_MAX = 100;

/**
 * Bank transfer and cash are paid outside the platform: the administrator records the transfer or
 * receipt reference and completes the refund. A failed mobile-money payout can be settled this way too,
 * naming how it was paid.
 */
export function CompleteDialog({ refund, onCompleted }: { refund: AdminRefundView; onCompleted: (r: AdminRefundView) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const preset = refund.refund_method === 'mobile_money' ? '' : refund.refund_method;
  const [method, setMethod] = useState<string>(preset);
  const [reference, setReference] = useState('');
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);
  const ref = reference.trim();
  const ready = ref.length > 0 && ref.length <= REF_MAX && method !== '';

  const changeOpen = (next: boolean) => {
    if (busy) return;
    setOpen(next);
    if (!next) {
      setReference('');
      setNotes('');
      setMethod(preset);
    }
  };

  async function submit() {
    if (!ready) return;
    setBusy(true);
    try {
      const res = await completeRefund(refund.id, { external_refund_id: ref, notes: notes.trim() || undefined, refund_method: method as ManualRefundMethod });
      toast.success(res.message || t('admin_refunds.messages.completed'));
      setBusy(false);
      setOpen(false);
      onCompleted(res.refund);
    } catch (err) {
      toast.error(failureText(failureOf(err), t('admin_refunds.messages.complete_failed')));
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={t('admin_refunds.complete.title', { number: refund.refund_number })}
      description={t('admin_refunds.complete.description', { amount: formatFCFA(refund.amount) })}
      trigger={<Button size="sm" data-testid="refund-complete">{t('admin_refunds.actions.complete')}</Button>}
    >
      <form
        method="post"
        className="flex flex-col gap-4"
        data-testid="complete-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
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
        <TextArea name="notes" label={t('admin_refunds.complete.notes')} rows={2} maxLength={1000} value={notes} onChange={(e) => setNotes(e.target.value)} data-testid="complete-notes" />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => changeOpen(false)} disabled={busy}>{t('admin_refunds.reject.cancel')}</Button>
          <Button type="submit" disabled={!ready} loading={busy} data-testid="complete-submit">{t('admin_refunds.complete.submit')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
