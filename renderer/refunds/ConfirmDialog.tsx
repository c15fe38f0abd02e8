import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from '../ui/button.js';
import { Dialog } from '../ui/dialog.js';

/**
 * A yes/no question before an action that cannot be taken back (spec 2 §5, spec 3 §5), as a dialog
 * rather than window.confirm so that it follows the page's language and style. Opened by the caller.
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
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)} title={title} description={message}>
      {children}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end" data-testid={testId}>
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy} data-testid="confirm-no">{t('refunds.ui.no')}</Button>
        <Button variant={variant} onClick={onConfirm} loading={busy} data-testid="confirm-yes">{confirmLabel}</Button>
      </div>
    </Dialog>
  );
}
