import type { FieldErrors } from '../../src/common/errors/domain-error.js';

export interface ApiFailure {
  status: number;
  message: string;
  errors?: FieldErrors;
}

export class ApiError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.message);
  }
}

/**
 * Calls our API from the browser: JSON in and out, the CSRF header, cookies for the session.
 * A failure is thrown as ApiError with the server's French message and field errors.
 */
export async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method: init.method ?? (init.body ? 'POST' : 'GET'),
      headers: {
        Accept: 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      },
      credentials: 'same-origin',
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
  } catch {
    throw new ApiError({ status: 0, message: '' });
  }
  const payload = (await res.json().catch(() => null)) as { message?: string; errors?: FieldErrors } | null;
  if (!res.ok) throw new ApiError({ status: res.status, message: payload?.message ?? '', errors: payload?.errors });
  return payload as T;
}
