import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';
import { normalizePhone } from '../../../contracts/phone.js';
import { ticked, type Fields, type FormAction, type FormContext } from '../form-action.js';

/**
 * The account forms without JavaScript: registration, the forgotten password (code request, resend,
 * new password) and the legacy e-mail verification link. Each relays to the endpoint the page's script
 * calls; passwords and codes are never shown back.
 */

/** `+`, the dial code of the chosen country, then the national digits (a trunk 0 dropped), as the page's script builds it. */
function fullPhone(fields: Fields): string {
  const digits = (fields.phone ?? '').replace(/\D/g, '').replace(/^0/, '');
  if (!digits) return '';
  let dial = '241';
  try {
    dial = getCountryCallingCode((fields.phone_country || 'GA').toUpperCase() as CountryCode);
  } catch {
    // an unknown country: the number is read as Gabonese, like the script's fallback
  }
  return `+${dial}${digits}`;
}

export const registerAction: FormAction = {
  form: 'register',
  page: /^\/register\/?$/,
  call: ({ fields }) => ({
    url: '/api/auth/register',
    body: {
      role: fields.role || undefined,
      first_name: fields.first_name ?? '',
      last_name: fields.last_name ?? '',
      email: (fields.email ?? '').trim(),
      phone: fullPhone(fields),
      country_id: fields.country_id ?? '',
      password: fields.password ?? '',
      password_confirmation: fields.password_confirmation ?? '',
      terms_accepted: ticked(fields, 'terms_accepted'),
      adult_confirmed: ticked(fields, 'adult_confirmed'),
    },
  }),
  // the login page greets from its query alone (the script also keeps the details in sessionStorage)
  done: (answer, { fields }) => {
    const email =
      (answer as { verification_sent_to?: string } | null)?.verification_sent_to ?? (fields.email ?? '').trim();
    return { redirect: `/login?${new URLSearchParams({ registered: 'true', email })}` };
  },
  keep: [
    'role',
    'first_name',
    'last_name',
    'email',
    'phone',
    'phone_country',
    'country_id',
    'terms_accepted',
    'adult_confirmed',
  ],
};

const method = (raw: string | null | undefined): 'email' | 'sms' => (raw === 'sms' ? 'sms' : 'email');

/** The identifier as the script sends it: a phone in E.164, an address in lower case. */
function resetIdentity(fields: Fields): { identifier: string; type: 'email' | 'sms' } {
  const type = method(fields.method);
  const raw = (fields.identifier ?? '').trim();
  return { identifier: type === 'sms' ? (normalizePhone(raw) ?? raw) : raw.toLowerCase(), type };
}

export const forgotPasswordAction: FormAction = {
  form: 'forgot-password',
  page: /^\/forgot-password\/?$/,
  call: ({ fields }) => ({ url: '/api/otp/send', body: { ...resetIdentity(fields), purpose: 'password_reset' } }),
  done: (_answer, { fields }) => {
    const { identifier, type } = resetIdentity(fields);
    return { redirect: `/reset-password-verify?${new URLSearchParams({ identifier, method: type })}` };
  },
  keep: ['method', 'identifier'],
};

const RESET_PAGE = /^\/reset-password-verify\/?$/;
const resetQuery = ({ query }: FormContext) => ({
  identifier: query.get('identifier') ?? '',
  method: method(query.get('method')),
});

export const resetPasswordAction: FormAction = {
  form: 'reset-password',
  page: RESET_PAGE,
  call: ({ fields, query }) => ({
    url: '/api/auth/reset-password',
    body: {
      identifier: query.get('identifier') ?? '',
      otp: (fields.otp ?? '').replace(/\D/g, ''),
      password: fields.password ?? '',
      password_confirmation: fields.password_confirmation ?? '',
    },
  }),
  // the script shows the success in place before going to /login; without it, the login page says it
  done: () => ({ redirect: '/login?password_reset=1' }),
  keep: [],
};

export const resendResetCodeAction: FormAction = {
  form: 'reset-resend',
  page: RESET_PAGE,
  call: (ctx) => {
    const { identifier, method: type } = resetQuery(ctx);
    return { url: '/api/otp/resend', body: { identifier, type, purpose: 'password_reset' } };
  },
  done: (_answer, ctx) => ({
    redirect: `/reset-password-verify?${new URLSearchParams({ ...resetQuery(ctx), resent: '1' })}`,
  }),
  keep: [],
};

/**
 * A verification link sent before the token moved to the fragment carries it in the query, where the
 * server sees it: its page then offers a button. A fragment's token never reaches the server, so such a
 * link can only be used with JavaScript.
 */
export const verifyEmailAction: FormAction = {
  form: 'verify-email',
  page: /^\/verify-email\/?$/,
  call: ({ fields }) => ({ url: '/api/auth/verify-email', body: { token: fields.token ?? '' } }),
  done: (answer) => ({
    redirect: `/verify-email?verified=${(answer as { already_verified?: boolean } | null)?.already_verified ? 'already' : '1'}`,
  }),
  keep: [],
};
