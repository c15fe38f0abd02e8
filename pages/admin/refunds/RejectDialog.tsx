import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminRefundView } from '../../../src/contracts/refunds.js';
import { failureOf } from '../../../renderer/lib/api.js';
import { failureText } from '../../../renderer/refunds/refund-ui.js';
import { rejectRefund } from '../../../renderer/refunds/refunds-api.js';
import { Button } from '../../../renderer/ui/button.js';
import { Dialog } from '../../../renderer/ui/dialog.js';
import { TextArea } from '../../../renderer/ui/field.js';
import { toast } from '../../../renderer/ui/toast.js';

const REASON_MAX = 500;

/** Spec 3 §5: a rejection needs a non-blank reason; the button stays disabled until there is one. */
export function RejectDialog({ refund, onRejected, block }: { refund: AdminRefundView; onRejected: (r: AdminRefundView) => void; block?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const trimmed = reason.trim();
  const tooLong = trimmed.length > REASON_MAX;

  const changeOpen = (next: boolean) => {
    if (busy) return;
    setOpen(next);
    if (!next) setReason('');
  };

  async function submit() {
    if (!trimmed || tooLong) return;
    setBusy(true);
    try {
      const res = await rejectRefund(refund.id, trimmed);
      toast.success(res.message || t('admin_refunds.messages.rejected'));
      setBusy(false);
      setOpen(false);
      setReason('');
      onRejected(res.refund);
    } catch (err) {
      toast.error(failureText(failureOf(err), t('admin_refunds.messages.reject_failed')));
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={t('admin_refunds.reject.title', { number: refund.refund_number })}
      description={t('admin_refunds.reject.description')}
      trigger={<Button variant="outline" size="sm" block={block} className="text-red-700" data-testid="refund-reject">{t('admin_refunds.actions.reject')}</Button>}
    >
      <form method="post"
        className="flex flex-col gap-4"
        data-testid="reject-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
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
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => changeOpen(false)} disabled={busy}>{t('admin_refunds.reject.cancel')}</Button>
          <Button type="submit" variant="danger" disabled={!trimmed || tooLong} loading={busy} data-testid="reject-submit">{t('admin_refunds.reject.submit')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
