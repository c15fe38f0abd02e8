import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../renderer/ui/button.js';
import { Dialog } from '../../../renderer/ui/dialog.js';
import { Spinner } from '../../../renderer/ui/spinner.js';

/**
 * The header's list dialogs (backups, settings history): a secondary button opens a wide dialog whose
 * title, intro, button label and empty text come from one locale group (`ns`).
 */
export function SettingsListDialog({
  ns,
  openTestId,
  open,
  onOpenChange,
  children,
}: {
  ns: string;
  openTestId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(`${ns}.title`)}
      description={t(`${ns}.intro`)}
      className="sm:max-w-2xl"
      trigger={
        <Button variant="secondary" data-testid={openTestId}>
          {t(`${ns}.open`)}
        </Button>
      }
    >
      {children}
    </Dialog>
  );
}

/** A spinner until the first answer, then the group's empty text or the list itself. */
export function LoadedList<T>({
  ns,
  items,
  children,
}: {
  ns: string;
  items: T[] | null;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  if (!items) return <Spinner label={t(`${ns}.title`)} />;
  if (!items.length) return <p className="text-sm text-neutral-600">{t(`${ns}.empty`)}</p>;
  return <>{children(items)}</>;
}
