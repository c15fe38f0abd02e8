import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFCFA } from '../../../src/common/format/money.js';
import type { PayoutView } from '../../../src/contracts/payouts.js';
import { failureOf } from '../../../renderer/lib/api.js';
import { Button } from '../../../renderer/ui/button.js';
import { Dialog } from '../../../renderer/ui/dialog.js';
import { TextArea } from '../../../renderer/ui/field.js';
import { toast } from '../../../renderer/ui/toast.js';
import { rejectPayout } from './payouts-api.js';

/** rejectPayoutSchema's bounds, checked here so that the button waits for a usable reason. */
const REASON_MIN = 3;
const REASON_MAX = 500;

/** A rejection needs a reason (shown to the merchant); the amount goes back to its available balance. */
export function RejectPayoutDialog({ payout, onRejected }: { payout: PayoutView; onRejected: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const trimmed = reason.trim();
  const tooLong = trimmed.length > REASON_MAX;
  const ready = trimmed.length >= REASON_MIN && !tooLong;

  const changeOpen = (next: boolean) => {
    if (busy) return;
    setOpen(next);
    if (!next) {
      setReason('');
      setError(undefined);
    }
  };

  async function submit() {
    if (!ready) return;
    setBusy(true);
    setError(undefined);
    try {
      const res = await rejectPayout(payout.id, { reason: trimmed });
      toast.success(res.message || t('admin_payouts.messages.rejected'));
      setBusy(false);
      setOpen(false);
      setReason('');
      onRejected();
    } catch (err) {
      const failure = failureOf(err);
      const message = failure.errors?.reason?.[0] ?? failure.message;
      if (failure.errors?.reason?.[0]) setError(message);
      toast.error(message || t('admin_payouts.messages.reject_failed'));
      setBusy(false);
      if (!failure.errors?.reason?.[0]) {
        // refused for the payout's own sake (it moved, or SHAP has it after all): show where it stands
        setOpen(false);
        onRejected();
      }
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={t('admin_payouts.reject.title', { number: payout.payout_number })}
      description={t('admin_payouts.reject.description', { amount: formatFCFA(payout.amount) })}
      trigger={
        <Button variant="outline" size="sm" className="text-red-700" data-testid="payout-reject">
          {t('admin_payouts.actions.reject')}
        </Button>
      }
    >
      <form
        method="post"
        className="flex flex-col gap-4"
        data-testid="payout-reject-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextArea
          name="reason"
          label={t('admin_payouts.reject.reason')}
          required
          rows={3}
          maxLength={REASON_MAX + 50}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          hint={`${trimmed.length}/${REASON_MAX}`}
          error={tooLong ? t('admin_payouts.reject.too_long', { max: REASON_MAX }) : error}
          data-testid="payout-reject-reason"
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => changeOpen(false)} disabled={busy}>
            {t('admin_payouts.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={!ready} loading={busy} data-testid="payout-reject-submit">
            {t('admin_payouts.reject.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
