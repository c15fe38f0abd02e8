import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { ErrorBox } from '../../../renderer/ui/error-box.js';
import { readRegistration } from '../../../renderer/auth/session.js';
import { api } from '../../../renderer/lib/api.js';
import type { SessionUser } from '../../../renderer/types.js';
import { SubmitButton } from '../../../renderer/ui/button.js';
import { cn } from '../../../renderer/ui/cn.js';
import { Checkbox, TextInput } from '../../../renderer/ui/field.js';
import { CheckCircleIcon, CloseIcon, MailIcon, PhoneIcon } from '../../../renderer/ui/icons.js';
import { PasswordInput } from '../../../renderer/ui/password-input.js';
import { toast } from '../../../renderer/ui/toast.js';
import { useForm } from '../../../renderer/ui/use-form.js';
import { PostedForm, usePostedForm } from '../../../renderer/ui/server-form.js';
import { loginProblem, type LoginProblem } from './login-errors.js';

type Mode = 'email' | 'phone';
interface Values {
  email: string;
  phone: string;
  password: string;
  remember: boolean;
}

export type LoginResponse =
  | { requires_two_factor: true; two_factor_token: string }
  | { requires_two_factor?: false; access_token?: string; user?: SessionUser; data?: { user?: SessionUser } };

const payload = (mode: Mode, v: Values) =>
  mode === 'email'
    ? { email: v.email, password: v.password, remember_me: v.remember }
    : { phone: v.phone, password: v.password, remember_me: v.remember };

// The rules arrive just after the page shows (login-rules.ts); a form sent before then is checked by the server alone.
let rules: typeof import('./login-rules.js') | null = null;
const loadRules = () => import('./login-rules.js').then((m) => (rules = m));

const validate = (mode: Mode) => (v: Values) => rules?.loginErrors(payload(mode, v)) ?? {};

export interface LoginFormProps {
  onSignedIn: (user: SessionUser) => void;
  onTwoFactor: (token: string) => void;
}

export function LoginForm({ onSignedIn, onTwoFactor }: LoginFormProps) {
  const { t } = useTranslation();
  const { urlParsed } = usePageContext();
  const registered = urlParsed.search.registered === 'true';
  // sent without JavaScript and refused: the page shows what the server said
  const posted = usePostedForm('login');
  const [mode, setMode] = useState<Mode>(posted?.values.phone && !posted.values.email ? 'phone' : 'email');
  const [banner, setBanner] = useState<string | null>(registered ? (urlParsed.search.email ?? '') : null);
  const [problem, setProblem] = useState<LoginProblem | null>(() =>
    posted?.message ? loginProblem({ status: posted.status ?? 0, message: posted.message, code: posted.code }) : null,
  );
  const initial: Values = { email: urlParsed.search.email ?? '', phone: '', password: '', remember: false };
  // an edit also takes the problem box away
  const clearProblem = (next: Values) => {
    setProblem(null);
    return next;
  };
  const { values, setValues, field, check, saving, submit, form } = useForm<Values>(
    initial,
    validate(mode),
    clearProblem,
    posted,
  );
  const [, setRulesReady] = useState(rules !== null);
  useEffect(() => {
    void loadRules().then(() => setRulesReady(true));
  }, []);

  // The registration info lives in sessionStorage, only readable once in the browser.
  useEffect(() => {
    if (!registered) return;
    const info = readRegistration();
    if (!info?.email) return;
    setBanner(info.verification_sent_to || info.email);
    setValues((v) => ({ ...v, email: info.email }));
  }, [registered, setValues]);

  const switchMode = (next: Mode) => {
    setMode(next);
    form.setErrors({});
    setProblem(null);
  };

  const onSubmit = submit({
    send: async () => {
      setProblem(null);
      const res = await api<LoginResponse>('/auth/login', { body: payload(mode, values) });
      if (res.requires_two_factor) return onTwoFactor(res.two_factor_token);
      const user = res.user ?? res.data?.user;
      if (!user) throw new Error('missing user');
      onSignedIn(user);
    },
    failed: (failure) => {
      const found = loginProblem(failure);
      setProblem(found);
      toast.error(t(found.message));
    },
  });

  const emailOk = rules?.isEmail(values.email.trim()) ?? false;
  const tips: Record<string, ReactNode[]> = {
    credentials: [
      t('login.tips.check_email'),
      t('login.tips.check_case'),
      <a key="reset_password" href="/forgot-password">
        {t('login.tips.reset_password')}
      </a>,
    ],
    network: [t('login.tips.check_network'), t('login.tips.retry_later')],
    throttled: [
      t('login.tips.wait'),
      <a key="reset_password" href="/forgot-password">
        {t('login.tips.reset_password')}
      </a>,
    ],
  };

  return (
    <PostedForm form={form} name="login" onSubmit={onSubmit} testId="login-form">
      {banner !== null && (
        <div
          role="status"
          className="flex items-start gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900"
          data-testid="registered-banner"
        >
          <CheckCircleIcon size={18} className="mt-0.5 shrink-0 text-brand-700" />
          <p className="flex-1">
            {banner ? t('login.registered_banner', { email: banner }) : t('login.registered_banner_plain')}
          </p>
          <button
            type="button"
            onClick={() => setBanner(null)}
            aria-label={t('login.dismiss')}
            className="-m-1 rounded p-1 text-brand-800 hover:bg-brand-100"
          >
            <CloseIcon size={16} />
          </button>
        </div>
      )}
      {urlParsed.search.password_reset === '1' && !posted && (
        // a new password chosen without JavaScript arrives here (the script says it on the reset page itself)
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900"
          data-testid="password-reset-banner"
        >
          <CheckCircleIcon size={18} className="mt-0.5 shrink-0 text-brand-700" />
          {t('reset.done')}
        </p>
      )}
      {problem && <ErrorBox title={t(problem.message)} tips={tips[problem.kind]} />}

      <div
        role="radiogroup"
        aria-label={t('login.identifier_type')}
        className="grid grid-cols-2 gap-1 rounded-lg bg-neutral-100 p-1"
      >
        {(['email', 'phone'] as const).map((m) => (
          // biome-ignore lint/a11y/useSemanticElements: a segmented switch of buttons with the ARIA radio role; native radios cannot take this look
          <button
            key={m}
            type="button"
            role="radio"
            aria-checked={mode === m}
            onClick={() => switchMode(m)}
            className={cn(
              'inline-flex min-h-10 items-center justify-center gap-2 rounded-md text-sm font-semibold',
              mode === m ? 'bg-white text-brand-800 shadow-sm' : 'text-neutral-600 hover:text-neutral-900',
            )}
          >
            {m === 'email' ? <MailIcon size={16} /> : <PhoneIcon size={16} />}
            {t(`login.mode_${m}`)}
          </button>
        ))}
      </div>

      {mode === 'email' ? (
        <TextInput
          {...field('email')}
          type="email"
          label={t('login.email')}
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          required
          hint={
            values.email && !form.errors.email ? (
              <span className={emailOk ? 'text-brand-700' : undefined} data-testid="email-hint">
                {emailOk ? t('login.email_hint_ok') : t('login.email_hint')}
              </span>
            ) : undefined
          }
        />
      ) : (
        <TextInput
          {...field('phone')}
          type="tel"
          label={t('login.phone')}
          autoComplete="tel"
          inputMode="tel"
          required
          hint={t('login.phone_hint')}
        />
      )}

      <PasswordInput
        {...field('password')}
        label={t('login.password')}
        autoComplete="current-password"
        required
        valid={values.password.length >= 6 && !form.errors.password}
      />

      <div className="flex flex-wrap items-center justify-between gap-2">
        <Checkbox {...check('remember')} label={t('login.remember')} />
        <a href="/forgot-password" className="text-sm font-semibold">
          {t('login.forgot')}
        </a>
      </div>

      <SubmitButton size="lg" block loading={saving} posts>
        {saving ? t('login.submitting') : t('login.submit')}
      </SubmitButton>
    </PostedForm>
  );
}
