import type { ApiFailure } from '../../../renderer/lib/api.js';
import { FORM_EXPIRED } from '../../../src/contracts/form-result.js';

/** The kinds of login failure the screen tells apart (spec 1 §8); three of them come with tips. */
export type LoginProblemKind =
  | 'credentials'
  | 'throttled'
  | 'network'
  | 'unverified'
  | 'suspended'
  | 'validation'
  | 'server'
  | 'unavailable'
  | 'unreachable'
  | 'other';

export interface LoginProblem {
  kind: LoginProblemKind;
  /** An i18n key, or the server's own sentence when it is the better one (suspension, unknown). */
  message: string;
}

export function loginProblem(failure: ApiFailure): LoginProblem {
  const { status, code, message } = failure;
  if (code === FORM_EXPIRED) return { kind: 'other', message: 'errors.form_expired' };
  if (status === 0) return { kind: 'network', message: 'login.errors.network' };
  // the password was right but it was an expired temporary one: the way out is the password reset
  if (code === 'temporary_password_expired')
    return { kind: 'other', message: 'auth.errors.temporary_password_expired' };
  if (status === 401 && code !== 'two_factor_expired')
    return { kind: 'credentials', message: 'login.errors.credentials' };
  if (status === 429) return { kind: 'throttled', message: 'login.errors.throttled' };
  if (code === 'email_not_verified' || code === 'unverified')
    return { kind: 'unverified', message: 'login.errors.unverified' };
  if (code === 'account_suspended' || code === 'account_blocked' || status === 403) {
    return { kind: 'suspended', message: 'login.errors.suspended' };
  }
  if (status === 422) return { kind: 'validation', message: 'login.errors.validation' };
  if (status === 503) return { kind: 'unavailable', message: 'login.errors.unavailable' };
  if (status === 502 || status === 504) return { kind: 'unreachable', message: 'login.errors.unreachable' };
  if (status >= 500) return { kind: 'server', message: 'login.errors.server' };
  return { kind: 'other', message: message || 'login.errors.generic' };
}
