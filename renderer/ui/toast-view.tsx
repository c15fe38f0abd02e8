import { Toast } from '@base-ui/react/toast';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircleIcon, CloseIcon, ErrorIcon, InfoIcon, WarningIcon } from './icons.js';
import { DEFAULT_TOAST_DURATION, isToastType, type ToastManagerLike, type ToastType } from './toast.js';

// Base UI's toasts weigh ~25 KB gzip: toast.tsx fetches this module only once a toast is raised.
const manager = Toast.createToastManager();

const icons: Record<ToastType, typeof CheckCircleIcon> = {
  success: CheckCircleIcon,
  error: ErrorIcon,
  warning: WarningIcon,
  info: InfoIcon,
};

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

/** Base UI's viewport is a polite live region, so toasts are announced. */
export function ToastView({ onReady }: { onReady: (manager: ToastManagerLike) => void }) {
  // runs after the provider below has subscribed to the manager, so the toasts handed over are shown
  // biome-ignore lint/correctness/useExhaustiveDependencies: hands the manager over once, on mount; onReady is the caller's one-time setter
  useEffect(() => onReady(manager), []);
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
