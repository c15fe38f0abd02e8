import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from './button.js';
import { Dialog } from './dialog.js';

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
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)} title={title} description={message} trigger={trigger}>
      {children}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end" data-testid={testId}>
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy} data-testid="confirm-no">{cancelLabel ?? t('ui.no')}</Button>
        <Button variant={variant} onClick={onConfirm} loading={busy} data-testid={confirmTestId}>{confirmLabel}</Button>
      </div>
    </Dialog>
  );
}
