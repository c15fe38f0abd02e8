import { Toast } from '@base-ui/react/toast';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircleIcon, CloseIcon, ErrorIcon, InfoIcon, WarningIcon } from './icons.js';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface ToastOptions {
  /** Replaces the default title of the type ("Succès", "Erreur"…). */
  title?: string;
  /** Milliseconds before it goes away; 0 keeps it until closed. */
  duration?: number;
}

export interface ShowToast extends ToastOptions {
  type: ToastType;
  message: string;
}

export const DEFAULT_TOAST_DURATION = 5000;

// Module-level so that code outside React (fetch helpers, window.$toast) can raise toasts.
const manager = Toast.createToastManager();

function show({ type, title, message, duration = DEFAULT_TOAST_DURATION }: ShowToast): string {
  // No default title is stored: the renderer translates the type, so it follows a language switch.
  return manager.add({ type, title, description: message, timeout: duration });
}

export const toast = {
  show,
  success: (message: string, opts?: ToastOptions) => show({ ...opts, type: 'success', message }),
  error: (message: string, opts?: ToastOptions) => show({ ...opts, type: 'error', message }),
  warning: (message: string, opts?: ToastOptions) => show({ ...opts, type: 'warning', message }),
  info: (message: string, opts?: ToastOptions) => show({ ...opts, type: 'info', message }),
  /** Closes one toast, or all of them without an id. */
  dismiss: (id?: string) => manager.close(id),
  /**
   * Shows the toast now and again on the next page when a full page load follows at once (after
   * signing in), so the message is not lost with the page it was raised on.
   */
  acrossNavigation: (message: ShowToast) => {
    try {
      sessionStorage.setItem(FLASH_KEY, JSON.stringify(message));
    } catch {
      // storage refused (private mode): the toast still shows on this page
    }
    return show(message);
  },
};

const FLASH_KEY = 'mbolo:flash-toast';

/** The toast a previous page left for this one (acrossNavigation), shown once. */
function showFlash() {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(FLASH_KEY);
    sessionStorage.removeItem(FLASH_KEY);
  } catch {
    return;
  }
  if (!raw) return;
  try {
    const flash = JSON.parse(raw) as ShowToast;
    if (isToastType(flash.type) && typeof flash.message === 'string') show(flash);
  } catch {
    // a malformed entry is dropped
  }
}

declare global {
  interface Window {
    /** Set once <ToastHost> has mounted (for inline scripts, e2e tests and the console). */
    $toast?: typeof toast;
  }
}

const icons: Record<ToastType, typeof InfoIcon> = {
  success: CheckCircleIcon,
  error: ErrorIcon,
  warning: WarningIcon,
  info: InfoIcon,
};

function isToastType(type: string | undefined): type is ToastType {
  return type === 'success' || type === 'error' || type === 'warning' || type === 'info';
}

function ToastList() {
  const { t } = useTranslation();
  const { toasts } = Toast.useToastManager();
  return toasts.map((item) => {
    const type = isToastType(item.type) ? item.type : 'info';
    const Icon = icons[type];
    return (
      <Toast.Root key={item.id} toast={item} className="toast">
        <Toast.Content className="toast-content">
          <Icon className="toast-icon" />
          <div className="min-w-0 flex-1">
            <Toast.Title className="toast-title">{item.title ?? t(`toast.${type}`)}</Toast.Title>
            <Toast.Description className="toast-description" />
          </div>
          <Toast.Close className="toast-close" aria-label={t('toast.close')}>
            <CloseIcon size={18} />
          </Toast.Close>
        </Toast.Content>
      </Toast.Root>
    );
  });
}

/** Mount once, inside the i18n provider; Base UI's viewport is a polite live region, so toasts are announced. */
export function ToastHost() {
  useEffect(() => {
    window.$toast = toast;
    showFlash();
    return () => {
      if (window.$toast === toast) delete window.$toast;
    };
  }, []);
  return (
    <Toast.Provider toastManager={manager} timeout={DEFAULT_TOAST_DURATION}>
      <Toast.Portal>
        <Toast.Viewport className="toast-viewport">
          <ToastList />
        </Toast.Viewport>
      </Toast.Portal>
    </Toast.Provider>
  );
}
