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

/** A modal: a bottom sheet on phones (reachable with the thumb), a centred box from `sm` up. */
export function Dialog({ open, onOpenChange, title, description, children, trigger, className }: DialogProps) {
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
        <BaseDialog.Popup
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col gap-3 overflow-y-auto rounded-t-2xl bg-white p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] text-neutral-900 shadow-xl',
            'transition-[translate,opacity] duration-200 data-ending-style:translate-y-8 data-ending-style:opacity-0 data-starting-style:translate-y-8 data-starting-style:opacity-0',
            'sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100vw-2rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:pb-5',
            // Centred boxes only fade: sliding would fight the centring translate.
            'sm:data-ending-style:-translate-y-1/2 sm:data-starting-style:-translate-y-1/2',
            className,
          )}
        >
          <div className="flex items-start justify-between gap-3">
            <BaseDialog.Title className="text-lg font-semibold">{title}</BaseDialog.Title>
            <BaseDialog.Close aria-label={t('ui.close')} className="-m-2 inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-neutral-600 hover:bg-neutral-100">
              <CloseIcon />
            </BaseDialog.Close>
          </div>
          {description && <BaseDialog.Description className="text-sm text-neutral-600">{description}</BaseDialog.Description>}
          {children}
        </BaseDialog.Popup>
      </BaseDialog.Portal>
    </BaseDialog.Root>
  );
}
