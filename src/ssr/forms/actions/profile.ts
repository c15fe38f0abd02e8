import { normalizePhone } from '../../../contracts/phone.js';
import { filled, ticked, type FormAction, type Fields } from '../form-action.js';

const PROFILE_PAGE = /^\/customer\/profile\/?$/;

/** Back on the profile at the form's tab, which says it saved (`saved`); a redirect cannot carry a hash. */
const savedAt = (tab: string, form: string) => ({
  redirect: `/customer/profile?${new URLSearchParams({ tab, saved: form })}`,
});

/** A national number typed without JavaScript, read in the country its dial-code select names. */
function phoneOf(fields: Fields, name: string): string | null {
  const raw = filled(fields, name)?.trim();
  if (!raw) return null;
  if (raw.startsWith('+')) return raw;
  const country = (fields[`${name}_country`] ?? 'GA').toUpperCase();
  // an unknown country or a number that does not fit it goes as typed: the API refuses it in its words
  return normalizePhone(raw, country as Parameters<typeof normalizePhone>[1]) ?? raw;
}

/** The fields the profile API requires on every save. */
const identity = (fields: Fields) => ({
  first_name: fields.first_name ?? '',
  last_name: fields.last_name ?? '',
  email: fields.email ?? '',
});

/** An empty optional field clears the stored value (null), as the script sends it. */
const orNull = (fields: Fields, name: string) => filled(fields, name)?.trim() ?? null;

/** A tab of the profile saved through PUT /user/profile (which requires the names and e-mail each time), back at that tab. */
function profileTab(form: string, body: (fields: Fields) => Record<string, unknown>, keep: string[]): FormAction {
  return {
    form,
    page: PROFILE_PAGE,
    call: ({ fields }) => ({ method: 'PUT', url: '/api/user/profile', body: { ...identity(fields), ...body(fields) } }),
    done: () => savedAt(form, form),
    keep,
  };
}

/**
 * Personal details. The address fields are left out, so the API leaves them as they are; changing the
 * e-mail or the phone asks for the password (and a 2FA code), as with JavaScript.
 */
export const personalAction = profileTab(
  'personal',
  (fields) => ({
    phone: phoneOf(fields, 'phone'),
    birth_date: orNull(fields, 'birth_date'),
    gender: orNull(fields, 'gender'),
    current_password: filled(fields, 'current_password'),
    two_factor_code: filled(fields, 'two_factor_code')?.trim(),
  }),
  ['first_name', 'last_name', 'email', 'phone', 'phone_country', 'birth_date', 'gender'],
);

/** The address tab: the names and e-mail travel as hidden fields, the rest is left alone. */
export const addressAction = profileTab(
  'address',
  (fields) => ({
    address: orNull(fields, 'address'),
    city: orNull(fields, 'city'),
    postal_code: orNull(fields, 'postal_code'),
  }),
  ['address', 'city', 'postal_code'],
);

/** The password change (PUT /user/password); no password is ever shown back. */
export const passwordAction: FormAction = {
  form: 'password',
  page: PROFILE_PAGE,
  call: ({ fields }) => ({
    method: 'PUT',
    url: '/api/user/password',
    body: {
      current_password: fields.current_password ?? '',
      password: fields.password ?? '',
      password_confirmation: fields.password_confirmation ?? '',
      logout_other_sessions: ticked(fields, 'logout_other_sessions'),
    },
  }),
  done: () => savedAt('security', 'password'),
  keep: ['logout_other_sessions'],
};
