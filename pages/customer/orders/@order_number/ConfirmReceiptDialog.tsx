import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmReceipt } from '../../../../renderer/orders/receipt.js';
import { Button } from '../../../../renderer/ui/button.js';
import { Dialog } from '../../../../renderer/ui/dialog.js';
import { TextArea } from '../../../../renderer/ui/field.js';
import { toast } from '../../../../renderer/ui/toast.js';

/** Spec 2 §2.2/§5: the action cannot be undone; notes are optional, trimmed, sent only when not empty. */
export function ConfirmReceiptDialog({ orderNumber, onConfirmed }: { orderNumber: string; onConfirmed: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit() {
    setBusy(true);
    const res = await confirmReceipt(orderNumber, notes);
    setBusy(false);
    if (res.ok) {
      setOpen(false);
      setNotes('');
      toast.success(t('orders.receipt_confirmed'));
      onConfirmed();
      return;
    }
    const { status, message } = res.failure;
    if (status === 409) {
      setOpen(false);
      toast.warning(t('orders.errors.already_received'));
      onConfirmed();
    } else if (status === 400) {
      toast.error(message || t('orders.errors.cannot_confirm'));
    } else {
      toast.error(t('orders.detail.confirm_failed'));
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('orders.detail.confirm_title')}
      description={t('orders.detail.confirm_text', { number: orderNumber })}
      trigger={<Button data-testid="confirm-receipt">{t('orders.actions.confirm_receipt')}</Button>}
    >
      <TextArea
        name="notes"
        label={t('orders.detail.notes_label')}
        placeholder={t('orders.detail.notes_placeholder')}
        maxLength={1000}
        rows={3}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        data-testid="confirm-receipt-notes"
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
          {t('orders.detail.cancel')}
        </Button>
        <Button onClick={() => void submit()} loading={busy} data-testid="confirm-receipt-submit">
          {t('orders.detail.submit')}
        </Button>
      </div>
    </Dialog>
  );
}
