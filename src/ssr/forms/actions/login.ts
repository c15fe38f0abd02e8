import { loginTarget, pendingStep } from '../../../contracts/after-sign-in.js';
import { answerUser, filled, ticked, type FormAction, type FormContext } from '../form-action.js';

/** Where the login page sends a user once signed in (the same rule as its script). */
function afterSignIn(answer: unknown, { query }: FormContext) {
  const user = answerUser(answer) ?? {};
  const target =
    pendingStep(user) ?? loginTarget(query.get('redirect'), query.get('action'), user as { default_landing?: string });
  return { redirect: target };
}

const LOGIN_PAGE = /^\/login\/?$/;

export const loginAction: FormAction = {
  form: 'login',
  page: LOGIN_PAGE,
  call: ({ fields }) => ({
    url: '/api/auth/login',
    body: {
      email: filled(fields, 'email'),
      phone: filled(fields, 'phone'),
      password: fields.password ?? '',
      remember_me: ticked(fields, 'remember'),
    },
  }),
  done: (answer, ctx) => {
    const a = answer as { requires_two_factor?: boolean; two_factor_token?: string };
    if (a?.requires_two_factor && a.two_factor_token) {
      return { show: { form: 'login-2fa', values: { two_factor_token: a.two_factor_token }, errors: {} } };
    }
    return afterSignIn(answer, ctx);
  },
  keep: ['email', 'phone', 'remember'],
};

export const twoFactorAction: FormAction = {
  form: 'login-2fa',
  page: LOGIN_PAGE,
  call: ({ fields }) => ({
    url: '/api/auth/2fa/verify',
    body: { two_factor_token: fields.two_factor_token ?? '', code: (fields.code ?? '').replace(/[\s-]/g, '') },
  }),
  done: afterSignIn,
  // the challenge stays so that a wrong code can be typed again; the code itself is never shown back
  keep: ['two_factor_token'],
};
