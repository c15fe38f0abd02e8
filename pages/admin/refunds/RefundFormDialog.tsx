import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminRefundView } from '../../../src/contracts/refunds.js';
import { failureOf } from '../../../renderer/lib/api.js';
import { failureText } from '../../../renderer/refunds/refund-ui.js';
import { Button, type ButtonVariant } from '../../../renderer/ui/button.js';
import { Dialog } from '../../../renderer/ui/dialog.js';
import { toast } from '../../../renderer/ui/toast.js';

/**
 * A refund decision taken through a small form: `act` sends it once `ready`; the server's sentence
 * (or `doneMessage`) is shown and the updated refund handed to `onDone`. Closing, or succeeding,
 * calls `reset` so the form opens empty next time; nothing closes while the request runs.
 */
export function RefundFormDialog({
  title,
  description,
  trigger,
  testId,
  ready,
  reset,
  act,
  doneMessage,
  failedMessage,
  onDone,
  submitLabel,
  submitVariant,
  submitTestId,
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  trigger: ReactNode;
  testId: string;
  ready: boolean;
  reset: () => void;
  act: () => Promise<{ message: string; refund: AdminRefundView }>;
  doneMessage: string;
  failedMessage: string;
  onDone: (r: AdminRefundView) => void;
  submitLabel: string;
  submitVariant?: ButtonVariant;
  submitTestId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const changeOpen = (next: boolean) => {
    if (busy) return;
    setOpen(next);
    if (!next) reset();
  };

  async function submit() {
    if (!ready) return;
    setBusy(true);
    try {
      const res = await act();
      toast.success(res.message || doneMessage);
      setBusy(false);
      setOpen(false);
      reset();
      onDone(res.refund);
    } catch (err) {
      toast.error(failureText(failureOf(err), failedMessage));
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen} title={title} description={description} trigger={trigger}>
      <form
        method="post"
        className="flex flex-col gap-4"
        data-testid={testId}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {children}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => changeOpen(false)} disabled={busy}>
            {t('admin_refunds.reject.cancel')}
          </Button>
          <Button type="submit" variant={submitVariant} disabled={!ready} loading={busy} data-testid={submitTestId}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
