import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { z } from 'zod';
import { loginSchema } from '../../../src/contracts/auth.js';
import { ErrorBox } from '../../../renderer/auth/AuthCard.js';
import { PasswordInput } from '../../../renderer/auth/PasswordInput.js';
import { readRegistration } from '../../../renderer/auth/session.js';
import { api, failureOf, serverFieldErrors } from '../../../renderer/lib/api.js';
import { useFormErrors } from '../../../renderer/lib/use-form-errors.js';
import { firstErrors } from '../../../renderer/lib/zod-errors.js';
import type { SessionUser } from '../../../renderer/types.js';
import { SubmitButton } from '../../../renderer/ui/button.js';
import { cn } from '../../../renderer/ui/cn.js';
import { Checkbox, TextInput } from '../../../renderer/ui/field.js';
import { CheckCircleIcon, CloseIcon, MailIcon, PhoneIcon } from '../../../renderer/ui/icons.js';
import { toast } from '../../../renderer/ui/toast.js';
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
  mode === 'email' ? { email: v.email, password: v.password, remember_me: v.remember } : { phone: v.phone, password: v.password, remember_me: v.remember };

const validate = (mode: Mode) => (v: Values) => {
  const parsed = loginSchema.safeParse(payload(mode, v));
  return parsed.success ? {} : firstErrors(parsed.error);
};

export interface LoginFormProps {
  onSignedIn: (user: SessionUser) => void;
  onTwoFactor: (token: string) => void;
}

export function LoginForm({ onSignedIn, onTwoFactor }: LoginFormProps) {
  const { t } = useTranslation();
  const { urlParsed } = usePageContext();
  const registered = urlParsed.search.registered === 'true';
  const [mode, setMode] = useState<Mode>('email');
  const [values, setValues] = useState<Values>({ email: urlParsed.search.email ?? '', phone: '', password: '', remember: false });
  const [banner, setBanner] = useState<string | null>(registered ? (urlParsed.search.email ?? '') : null);
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const [sending, setSending] = useState(false);
  const form = useFormErrors<Values>(validate(mode));

  // The registration info lives in sessionStorage, only readable once in the browser.
  useEffect(() => {
    if (!registered) return;
    const info = readRegistration();
    if (!info?.email) return;
    setBanner(info.verification_sent_to || info.email);
    setValues((v) => ({ ...v, email: info.email }));
  }, [registered]);

  const update = <K extends keyof Values>(key: K, value: Values[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    setProblem(null);
    form.recheck(key, next);
  };

  const switchMode = (next: Mode) => {
    setMode(next);
    form.setErrors({});
    setProblem(null);
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const errs = validate(mode)(values);
    if (Object.keys(errs).length) return form.fail(errs);
    setSending(true);
    setProblem(null);
    try {
      const res = await api<LoginResponse>('/auth/login', { body: payload(mode, values) });
      if (res.requires_two_factor) return onTwoFactor(res.two_factor_token);
      const user = res.user ?? res.data?.user;
      if (!user) throw new Error('missing user');
      onSignedIn(user);
    } catch (err) {
      const failure = failureOf(err);
      const found = loginProblem(failure);
      setProblem(found);
      toast.error(t(found.message));
      const fields = serverFieldErrors(failure);
      if (Object.keys(fields).length) form.fail(fields);
    } finally {
      setSending(false);
    }
  }

  const emailOk = z.email().safeParse(values.email.trim()).success;
  const tips: Record<string, ReactNode[]> = {
    credentials: [t('login.tips.check_email'), t('login.tips.check_case'), <a href="/forgot-password">{t('login.tips.reset_password')}</a>],
    network: [t('login.tips.check_network'), t('login.tips.retry_later')],
    throttled: [t('login.tips.wait'), <a href="/forgot-password">{t('login.tips.reset_password')}</a>],
  };
  const err = (key: string) => form.errors[key] && t(form.errors[key]);

  return (
    <form method="post" ref={form.formRef} onSubmit={onSubmit} noValidate className="space-y-4" data-testid="login-form">
      {banner !== null && (
        <div role="status" className="flex items-start gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900" data-testid="registered-banner">
          <CheckCircleIcon size={18} className="mt-0.5 shrink-0 text-brand-700" />
          <p className="flex-1">{banner ? t('login.registered_banner', { email: banner }) : t('login.registered_banner_plain')}</p>
          <button type="button" onClick={() => setBanner(null)} aria-label={t('login.dismiss')} className="-m-1 rounded p-1 text-brand-800 hover:bg-brand-100">
            <CloseIcon size={16} />
          </button>
        </div>
      )}
      {problem && <ErrorBox title={t(problem.message)} tips={tips[problem.kind]} />}

      <div role="radiogroup" aria-label={t('login.identifier_type')} className="grid grid-cols-2 gap-1 rounded-lg bg-neutral-100 p-1">
        {(['email', 'phone'] as const).map((m) => (
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
          name="email"
          type="email"
          label={t('login.email')}
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          required
          value={values.email}
          error={err('email')}
          hint={
            values.email && !form.errors.email ? (
              <span className={emailOk ? 'text-brand-700' : undefined} data-testid="email-hint">
                {emailOk ? t('login.email_hint_ok') : t('login.email_hint')}
              </span>
            ) : undefined
          }
          onChange={(e) => update('email', e.target.value)}
        />
      ) : (
        <TextInput
          name="phone"
          type="tel"
          label={t('login.phone')}
          autoComplete="tel"
          inputMode="tel"
          required
          value={values.phone}
          error={err('phone')}
          hint={t('login.phone_hint')}
          onChange={(e) => update('phone', e.target.value)}
        />
      )}

      <PasswordInput
        name="password"
        label={t('login.password')}
        autoComplete="current-password"
        required
        value={values.password}
        valid={values.password.length >= 6 && !form.errors.password}
        error={err('password')}
        onChange={(e) => update('password', e.target.value)}
      />

      <div className="flex flex-wrap items-center justify-between gap-2">
        <Checkbox name="remember" label={t('login.remember')} checked={values.remember} onChange={(e) => update('remember', e.target.checked)} />
        <a href="/forgot-password" className="text-sm font-semibold">
          {t('login.forgot')}
        </a>
      </div>

      <SubmitButton size="lg" block loading={sending}>
        {sending ? t('login.submitting') : t('login.submit')}
      </SubmitButton>
    </form>
  );
}
