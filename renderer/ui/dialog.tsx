import { Dialog as BaseDialog } from '@base-ui/react/dialog';
import { isValidElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from './button.js';
import { cn } from './cn.js';
import { CloseIcon } from './icons.js';

export interface DialogProps {
  /** Controlled state; leave both out to let `trigger` open it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** An element (e.g. <Button>) becomes the trigger itself; text gets a secondary button. */
  trigger?: ReactNode;
  className?: string;
}

const popupBase = 'fixed z-50 flex flex-col gap-3 overflow-y-auto bg-white text-neutral-900 shadow-xl';

const placements = {
  center: cn(
    'inset-x-0 bottom-0 max-h-[90dvh] rounded-t-2xl p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))]',
    'transition-[translate,opacity] duration-200 data-ending-style:translate-y-8 data-ending-style:opacity-0 data-starting-style:translate-y-8 data-starting-style:opacity-0',
    'sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100vw-2rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:pb-5',
    // Centred boxes only fade: sliding would fight the centring translate.
    'sm:data-ending-style:-translate-y-1/2 sm:data-starting-style:-translate-y-1/2',
  ),
  // A side sheet: the full height at the right edge, nearly the full width on phones.
  side: cn(
    'inset-y-0 right-0 h-dvh w-[calc(100vw-2rem)] max-w-lg p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))]',
    'transition-[translate,opacity] duration-200 data-ending-style:translate-x-8 data-ending-style:opacity-0 data-starting-style:translate-x-8 data-starting-style:opacity-0',
  ),
} as const;

/** Dialog or Drawer: the same base-ui modal (focus trap, Escape, `aria-modal`), placed differently. */
export function ModalFrame({
  placement,
  open,
  onOpenChange,
  title,
  description,
  children,
  trigger,
  className,
}: DialogProps & { placement: keyof typeof placements }) {
  const { t } = useTranslation();
  return (
    <BaseDialog.Root open={open} onOpenChange={onOpenChange ? (next) => onOpenChange(next) : undefined}>
      {trigger !== undefined &&
        (isValidElement(trigger) ? (
          <BaseDialog.Trigger render={trigger} />
        ) : (
          <BaseDialog.Trigger className={buttonClasses({ variant: 'secondary' })}>{trigger}</BaseDialog.Trigger>
        ))}
      <BaseDialog.Portal>
        <BaseDialog.Backdrop className="fixed inset-0 z-40 bg-neutral-950/50 transition-opacity duration-150 data-ending-style:opacity-0 data-starting-style:opacity-0" />
        {/* base-ui traps the focus but leaves aria-modal out: without it a screen reader may wander behind the dialog */}
        <BaseDialog.Popup aria-modal="true" className={cn(popupBase, placements[placement], className)}>
          <div className="flex items-start justify-between gap-3">
            <BaseDialog.Title className="text-lg font-semibold">{title}</BaseDialog.Title>
            <BaseDialog.Close
              aria-label={t('ui.close')}
              className="-m-2 inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-neutral-600 hover:bg-neutral-100"
            >
              <CloseIcon />
            </BaseDialog.Close>
          </div>
          {description && (
            <BaseDialog.Description className="text-sm text-neutral-600">{description}</BaseDialog.Description>
          )}
          {children}
        </BaseDialog.Popup>
      </BaseDialog.Portal>
    </BaseDialog.Root>
  );
}

/** A modal: a bottom sheet on phones (reachable with the thumb), a centred box from `sm` up. */
export function Dialog(props: DialogProps) {
  return <ModalFrame {...props} placement="center" />;
}
