import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '../lib/api.js';
import { Button, type ButtonVariant } from './button.js';
import { Dialog } from './dialog.js';
import { toast } from './toast.js';

/**
 * A yes/no question before an action that cannot be taken back (spec 2 §5, spec 3 §5), as a dialog
 * rather than window.confirm so that it follows the page's language and style. Opened by the caller,
 * or by `trigger`.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  onConfirm,
  busy = false,
  variant = 'primary',
  testId,
  confirmTestId = 'confirm-yes',
  cancelLabel,
  trigger,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
  variant?: ButtonVariant;
  testId?: string;
  confirmTestId?: string;
  /** default "Non" */
  cancelLabel?: string;
  trigger?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={title}
      description={message}
      trigger={trigger}
    >
      {children}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end" data-testid={testId}>
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy} data-testid="confirm-no">
          {cancelLabel ?? t('ui.no')}
        </Button>
        <Button variant={variant} onClick={onConfirm} loading={busy} data-testid={confirmTestId}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * A button that asks first, then calls the API: the answer's message (or `successMessage`) as a
 * success toast and `onDone`, or the server's message (or `errorMessage`) as an error toast.
 */
export function ConfirmAction({
  run,
  successMessage,
  errorMessage,
  onDone,
  ...dialog
}: {
  run: () => Promise<{ message?: string } | undefined>;
  successMessage: string;
  errorMessage: string;
  onDone: () => void;
  title: ReactNode;
  message: ReactNode;
  trigger: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  variant?: ButtonVariant;
  confirmTestId?: string;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      const res = await run();
      toast.success(res?.message || successMessage);
      setOpen(false);
      onDone();
    } catch (err) {
      toast.error(failureOf(err).message || errorMessage);
    } finally {
      setBusy(false);
    }
  }

  return <ConfirmDialog {...dialog} open={open} onOpenChange={setOpen} onConfirm={() => void confirm()} busy={busy} />;
}
