import { useEffect, useState, type ComponentType } from 'react';

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

/** What the toast view (toast-view.tsx) hands over once mounted: Base UI's toast manager. */
export interface ToastManagerLike {
  add(toast: { id: string; type: ToastType; title?: string; description: string; timeout: number }): string;
  close(id?: string): void;
}

// Toasts raised before the view is loaded wait here, and make the host load it.
let manager: ToastManagerLike | null = null;
let pending: Parameters<ToastManagerLike['add']>[0][] = [];
let requestView: (() => void) | null = null;
let lastId = 0;

function show({ type, title, message, duration = DEFAULT_TOAST_DURATION }: ShowToast): string {
  // No default title is stored: the renderer translates the type, so it follows a language switch.
  const entry = { id: `toast-${++lastId}`, type, title, description: message, timeout: duration };
  if (manager) return manager.add(entry);
  pending.push(entry);
  requestView?.();
  return entry.id;
}

function dismiss(id?: string) {
  if (manager) manager.close(id);
  else pending = id === undefined ? [] : pending.filter((t) => t.id !== id);
}

export const toast = {
  show,
  success: (message: string, opts?: ToastOptions) => show({ ...opts, type: 'success', message }),
  error: (message: string, opts?: ToastOptions) => show({ ...opts, type: 'error', message }),
  warning: (message: string, opts?: ToastOptions) => show({ ...opts, type: 'warning', message }),
  info: (message: string, opts?: ToastOptions) => show({ ...opts, type: 'info', message }),
  /** Closes one toast, or all of them without an id. */
  dismiss,
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

export function isToastType(type: string | undefined): type is ToastType {
  return type === 'success' || type === 'error' || type === 'warning' || type === 'info';
}

type ToastViewType = ComponentType<{ onReady: (manager: ToastManagerLike) => void }>;
const loadView = () => import('./toast-view.js').then((m) => m.ToastView);

/** Mount once, inside the i18n provider; it fetches the toast view when the first toast is raised. */
export function ToastHost() {
  const [View, setView] = useState<ToastViewType | null>(null);
  useEffect(() => {
    let live = true;
    requestView = () => {
      requestView = null;
      void loadView().then((v) => live && setView(() => v));
    };
    if (pending.length) requestView();
    window.$toast = toast;
    showFlash();
    return () => {
      live = false;
      if (window.$toast === toast) delete window.$toast;
    };
  }, []);
  if (!View) return null;
  return (
    <View
      onReady={(m) => {
        manager = m;
        for (const entry of pending) m.add(entry);
        pending = [];
      }}
    />
  );
}
