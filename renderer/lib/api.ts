import type { FieldErrors } from '../../src/common/errors/domain-error.js';
import { loginRedirect } from '../auth/guards.js';
import { getI18n } from '../i18n.js';
import type { Locale } from '../types.js';

export interface ApiFailure {
  status: number;
  message: string;
  errors?: FieldErrors;
  /** The server's machine-readable `error_code` (e.g. `invalid_credentials`), when it sends one. */
  code?: string;
}

export class ApiError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.message);
  }
}

/**
 * Calls our API from the browser: JSON in and out, the CSRF header, cookies for the session.
 * A FormData body (file uploads) is sent as multipart, the browser setting its boundary.
 * A failure is thrown as ApiError with the server's French message and field errors.
 */
export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<T> {
  const multipart = typeof FormData !== 'undefined' && init.body instanceof FormData;
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method: init.method ?? (init.body ? 'POST' : 'GET'),
      headers: {
        Accept: 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        // The API's messages follow the page's language (French by default), not the browser's.
        ...(typeof document !== 'undefined' && document.documentElement.lang
          ? { 'Accept-Language': document.documentElement.lang }
          : {}),
        ...(init.body && !multipart ? { 'Content-Type': 'application/json' } : {}),
        ...init.headers,
      },
      credentials: 'same-origin',
      signal: init.signal,
      body: multipart ? (init.body as FormData) : init.body ? JSON.stringify(init.body) : undefined,
    });
  } catch {
    throw new ApiError({ status: 0, message: fallbackMessage(0) });
  }
  const payload = (await res.json().catch(() => null)) as {
    message?: string;
    errors?: FieldErrors;
    error_code?: string;
  } | null;
  if (!res.ok) {
    if (res.status === 401) sessionEnded(path);
    throw new ApiError({
      status: res.status,
      message: payload?.message || fallbackMessage(res.status),
      errors: payload?.errors,
      code: payload?.error_code,
    });
  }
  return payload as T;
}

/** Spec 1 (auth store) and spec 3 §8: what a failure says when the server said nothing (no network, a proxy's bare error page). */
function fallbackMessage(status: number): string {
  if (typeof document === 'undefined') return '';
  const { t } = getI18n((document.documentElement.lang || 'fr') as Locale);
  if (status === 0) return t('errors.network_lost');
  if (status === 401) return t('errors.unauthenticated');
  if (status === 403) return t('errors.forbidden');
  if (status === 422) return t('errors.invalid_data');
  if (status === 429) return t('errors.too_many_requests');
  return t('errors.generic');
}

/** Set once the visitor signs out: the page is leaving for home, and the calls still in flight get 401s. */
let signingOut = false;

/** Tells the client the session is being ended on purpose, so that its 401s do not lead to the login. */
export function signingOutNow(): void {
  signingOut = true;
}

/**
 * Spec 3 §8: a session that ended while the page was open (expired, revoked, signed out elsewhere)
 * sends the visitor to the login, which brings them back here; not from the home page, the login
 * itself, nor for the sign-in calls, where a 401 means wrong credentials. A full page load, so that no
 * part of the page keeps the user it had.
 */
function sessionEnded(apiPath: string): void {
  if (typeof window === 'undefined' || signingOut || /^\/(auth|otp)\//.test(apiPath)) return;
  const here = window.location.pathname;
  if (here === '/' || here === '/login') return;
  window.location.assign(loginRedirect(here + window.location.search));
}

/** The failure behind a thrown value (a non-ApiError, e.g. a bug, reads as status 0 with no message). */
export function failureOf(err: unknown): ApiFailure {
  return err instanceof ApiError ? err.failure : { status: 0, message: '' };
}

/** First message per field of a server 422, in the shape the forms keep their errors. */
export function serverFieldErrors(failure: ApiFailure): Record<string, string> {
  return Object.fromEntries(Object.entries(failure.errors ?? {}).map(([k, v]) => [k, v[0] ?? '']));
}
