import { z } from 'zod';
import { loginSchema } from '../../../src/contracts/auth.js';
import { firstErrors } from '../../../renderer/lib/zod-errors.js';
import type { FormErrors } from '../../../renderer/lib/use-form-errors.js';

// zod and the phone-number library (~55 KB gzip together): LoginForm fetches this module once the page is shown.

/** The field errors of a sign-in request, by the API's own schema. */
export function loginErrors(payload: unknown): FormErrors {
  const parsed = loginSchema.safeParse(payload);
  return parsed.success ? {} : firstErrors(parsed.error);
}

export const isEmail = (value: string) => z.email().safeParse(value).success;
