import { profileUpdateSchema } from '../../../src/contracts/profile.js';
import { firstErrors } from '../../../renderer/lib/zod-errors.js';
import type { Translate } from '../../../src/common/format/dates.js';
import type { ApiFailure } from '../../../renderer/lib/api.js';
import { toast } from '../../../renderer/ui/toast.js';
import type { SaveOptions } from '../../../renderer/ui/use-form.js';
import type { FormErrors } from '../../../renderer/lib/use-form-errors.js';
import type { SessionUser } from '../../../renderer/types.js';

/** Everything PUT /user/profile takes; each tab sends the whole set so that no field is blanked by omission. */
export interface ProfileBody {
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  birth_date: string | null;
  gender: 'male' | 'female' | 'other' | null;
  address: string | null;
  city: string | null;
  postal_code: string | null;
  country_id: number | null;
  /** Asked again when the e-mail or the phone changes. */
  current_password?: string;
}

const orNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

export function profileBody(user: SessionUser, patch: Partial<ProfileBody>): ProfileBody {
  const base: ProfileBody = {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone,
    birth_date: user.birth_date,
    gender: user.gender,
    address: user.address,
    city: user.city,
    postal_code: user.postal_code,
    // spec 2 §2.2: the country is fixed at registration; sent unchanged
    country_id: user.country_id,
  };
  const merged = { ...base, ...patch };
  return {
    ...merged,
    first_name: merged.first_name.trim(),
    last_name: merged.last_name.trim(),
    email: merged.email.trim(),
    phone: orNull(merged.phone),
    birth_date: orNull(merged.birth_date),
    address: orNull(merged.address),
    city: orNull(merged.city),
    postal_code: orNull(merged.postal_code),
  };
}

/** Client-side check of a profile save with the API's own schema (spec 2 §5 wording, keys under profile.errors). */
export function profileErrors(body: ProfileBody): FormErrors {
  const parsed = profileUpdateSchema.safeParse(body);
  return parsed.success ? {} : firstErrors(parsed.error);
}

/**
 * Field errors of a failed save. A raw Laravel-style 'validation.required' becomes "{field} est requis"
 * (spec 2 §5) with the field's label; other messages are the server's own sentences.
 */
export function profileFieldErrors(failure: ApiFailure, label: (field: string) => string, t: Translate): FormErrors {
  const out: FormErrors = {};
  for (const [field, messages] of Object.entries(failure.errors ?? {})) {
    const first = messages[0] ?? '';
    out[field] = first.includes('validation.required')
      ? t('profile_page.errors.field_required', { field: label(field) })
      : first;
  }
  return out;
}

/** A failure's text for a toast: network, expired session, then the server's message, else `fallback`. */
export function failureText(failure: ApiFailure, fallback: string, t: Translate): string {
  if (failure.status === 0) return t('profile_page.errors.network');
  if (failure.status === 401) return t('profile_page.errors.session_expired');
  // "Ressource introuvable" says nothing useful about a failed profile action
  if (failure.status === 404) return fallback;
  return failure.message || fallback;
}

/** How a failed profile save is told: field errors with the fields' labels, the rest in a toast. */
export function profileSaveFailure(t: Translate): Pick<SaveOptions, 'fieldsOf' | 'failed'> {
  return {
    fieldsOf: (failure) => profileFieldErrors(failure, (f) => t(`profile_page.fields.${f}`), t),
    failed: (failure) => toast.error(failureText(failure, t('profile_page.errors.update_failed'), t)),
  };
}
