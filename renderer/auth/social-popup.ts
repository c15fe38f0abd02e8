import type { SessionUser } from '../types.js';

/** Spec 1 §2.13 and §9: the opener looks every second whether the pop-up has closed… */
export const POPUP_POLL_MS = 1_000;
/** …and gives up when it is still open after 5 minutes. */
export const POPUP_TIMEOUT_MS = 300_000;
export const POPUP_NAME = 'mbolo-social';
/** `type` of the messages the callback page, inside the pop-up, posts to its opener before closing. */
export const POPUP_MESSAGE = 'mbolo:social-popup';

/** What the callback page in the pop-up tells the opener: the cases a closed pop-up alone cannot tell. */
export type PopupMessage =
  | { type: typeof POPUP_MESSAGE; status: 'error'; message: string }
  | { type: typeof POPUP_MESSAGE; status: 'two_factor'; challenge: string; redirect?: string };

export type PopupOutcome =
  | { status: 'success'; user: SessionUser }
  | { status: 'failed'; message?: string }
  | { status: 'two_factor'; challenge: string; redirect?: string }
  | { status: 'timeout' };

export interface PopupHandle {
  readonly closed: boolean;
  close(): void;
}

export interface PopupClock {
  now(): number;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
}

export interface PopupDeps {
  clock?: PopupClock;
  /** The signed-in user (GET /api/auth/me), or null when there is none. */
  currentUser(): Promise<SessionUser | null>;
  /** Subscribes to messages from this pop-up (already checked for origin and source); answers the unsubscribe. */
  listen?(onMessage: (message: PopupMessage) => void): () => void;
}

const realClock: PopupClock = {
  now: () => Date.now(),
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
};

/** Opens the provider path in a centred pop-up; null when the browser blocked it. */
export function openSocialPopup(
  url: string,
  win: Pick<Window, 'open' | 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'> = window,
): PopupHandle | null {
  const width = 500;
  const height = 650;
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - height) / 2));
  try {
    // no `noopener`: the opener needs the handle to see it close, and the callback page its opener
    return win.open(url, POPUP_NAME, `popup=yes,width=${width},height=${height},left=${left},top=${top}`) ?? null;
  } catch {
    return null;
  }
}

export function isPopupMessage(data: unknown): data is PopupMessage {
  if (!data || typeof data !== 'object') return false;
  const m = data as Record<string, unknown>;
  if (m.type !== POPUP_MESSAGE) return false;
  if (m.status === 'error') return typeof m.message === 'string';
  return (
    m.status === 'two_factor' &&
    typeof m.challenge === 'string' &&
    (m.redirect === undefined || typeof m.redirect === 'string')
  );
}

/**
 * Waits for the pop-up sign-in to end: every POPUP_POLL_MS it checks whether the pop-up has closed, then
 * asks who is signed in (the callback page closes the pop-up once the session cookie is set). A pop-up
 * still open after POPUP_TIMEOUT_MS is closed and the attempt times out.
 */
export function waitForPopup(popup: PopupHandle, deps: PopupDeps): Promise<PopupOutcome> {
  const clock = deps.clock ?? realClock;
  const started = clock.now();
  let told: PopupMessage | undefined;
  const unlisten = deps.listen?.((m) => (told = m)) ?? (() => {});
  return new Promise((resolve) => {
    let checking = false;
    const finish = (outcome: PopupOutcome) => {
      clock.clearInterval(timer);
      unlisten();
      resolve(outcome);
    };
    const timer = clock.setInterval(() => {
      if (checking) return;
      if (!popup.closed) {
        if (clock.now() - started >= POPUP_TIMEOUT_MS) {
          popup.close();
          finish({ status: 'timeout' });
        }
        return;
      }
      if (told?.status === 'two_factor')
        return finish({ status: 'two_factor', challenge: told.challenge, redirect: told.redirect });
      if (told?.status === 'error') return finish({ status: 'failed', message: told.message });
      checking = true;
      deps
        .currentUser()
        .catch(() => null)
        .then((user) => finish(user ? { status: 'success', user } : { status: 'failed' }));
    }, POPUP_POLL_MS);
  });
}

/** The callback page's opener when it runs in our pop-up (same origin), else null. */
export function popupOpener(win: Window = window): Window | null {
  try {
    const opener = win.opener as Window | null;
    if (!opener || opener === win || opener.location.origin !== win.location.origin) return null;
    return opener;
  } catch {
    return null; // a cross-origin opener throws on `location.origin`
  }
}

/** Messages from `popup` only, from our own origin. */
export function listenToPopup(popup: PopupHandle, win: Window = window): PopupDeps['listen'] {
  return (onMessage) => {
    const handler = (e: MessageEvent) => {
      if (e.origin === win.location.origin && e.source === (popup as unknown) && isPopupMessage(e.data))
        onMessage(e.data);
    };
    win.addEventListener('message', handler);
    return () => win.removeEventListener('message', handler);
  };
}
