import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { navigate } from 'vike/client/router';
import { resetPasswordSchema } from '../../src/contracts/auth.js';
import { AuthCard, StandaloneShell } from '../../renderer/auth/AuthCard.js';
import { PasswordInput } from '../../renderer/auth/PasswordInput.js';
import { api, failureOf, serverFieldErrors } from '../../renderer/lib/api.js';
import { useFormErrors } from '../../renderer/lib/use-form-errors.js';
import { firstErrors } from '../../renderer/lib/zod-errors.js';
import { Button, SubmitButton } from '../../renderer/ui/button.js';
import { TextInput } from '../../renderer/ui/field.js';
import { CheckCircleIcon } from '../../renderer/ui/icons.js';
import { toast } from '../../renderer/ui/toast.js';

const RESEND_SECONDS = 60;

interface Values {
  otp: string;
  password: string;
  password_confirmation: string;
}

export default function ResetPasswordVerifyPage() {
  const { t } = useTranslation();
  const { urlParsed } = usePageContext();
  const identifier = urlParsed.search.identifier ?? '';
  const method = urlParsed.search.method === 'sms' ? 'sms' : 'email';
  const [values, setValues] = useState<Values>({ otp: '', password: '', password_confirmation: '' });
  const [sending, setSending] = useState(false);
  const [resending, setResending] = useState(false);
  // A code was sent just before this screen: the first resend waits the full minute (server rule).
  const [wait, setWait] = useState(RESEND_SECONDS);
  const [done, setDone] = useState(false);
  const validate = (v: Values) => {
    const parsed = resetPasswordSchema.safeParse({ identifier, ...v });
    return parsed.success ? {} : firstErrors(parsed.error);
  };
  const form = useFormErrors<Values>(validate);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate('/login'), 2000);
    return () => clearTimeout(timer);
  }, [done]);

  const update = (key: keyof Values, value: string) => {
    const next = { ...values, [key]: key === 'otp' ? value.replace(/\D/g, '').slice(0, 6) : value };
    setValues(next);
    form.recheck(key, next);
  };

  async function resend() {
    setResending(true);
    try {
      const res = await api<{ message?: string }>('/otp/resend', { body: { identifier, type: method, purpose: 'password_reset' } });
      toast.success(res.message || t(`forgot.sent_${method}`));
      setWait(RESEND_SECONDS);
    } catch (err) {
      const failure = failureOf(err);
      toast.error(failure.status === 0 ? t('login.errors.network') : failure.message || t('reset.resend_failed'));
    } finally {
      setResending(false);
    }
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const errs = validate(values);
    if (Object.keys(errs).length) return form.fail(errs);
    setSending(true);
    try {
      const res = await api<{ message?: string }>('/auth/reset-password', { body: { identifier, ...values } });
      toast.success(res.message || t('reset.done'));
      setDone(true);
    } catch (err) {
      const failure = failureOf(err);
      const fields = serverFieldErrors(failure);
      if (Object.keys(fields).length) form.fail(fields);
      const message = failure.status === 0 ? t('login.errors.network') : fields.otp || failure.message || t('reset.failed_default');
      toast.error(message);
    } finally {
      setSending(false);
    }
  }

  const err = (key: string) => form.errors[key] && t(form.errors[key]);

  return (
    <StandaloneShell>
      <AuthCard
        testId="reset-page"
        title={t('reset.title')}
        subtitle={t(`reset.subtitle_${method}`, { identifier })}
        footer={<a href="/forgot-password" className="font-semibold">{t('reset.change_method')}</a>}
      >
        {done ? (
          <div role="status" className="space-y-3" data-testid="reset-done">
            <p className="flex items-start gap-2 text-neutral-800">
              <CheckCircleIcon className="mt-0.5 shrink-0 text-brand-700" />
              {t('reset.done')}
            </p>
            <p className="text-sm text-neutral-600">{t('reset.redirecting')}</p>
          </div>
        ) : (
          <form method="post" ref={form.formRef} onSubmit={onSubmit} noValidate className="space-y-4" data-testid="reset-form">
            <TextInput
              name="otp"
              label={t('reset.code')}
              hint={t('reset.code_hint')}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              maxLength={6}
              value={values.otp}
              error={err('otp')}
              onChange={(e) => update('otp', e.target.value)}
              className="font-mono text-lg tracking-[0.3em]"
            />
            <PasswordInput
              name="password"
              label={t('reset.password')}
              hint={t('register.password_hint')}
              autoComplete="new-password"
              required
              value={values.password}
              valid={values.password.length >= 8}
              error={err('password')}
              onChange={(e) => update('password', e.target.value)}
            />
            <PasswordInput
              name="password_confirmation"
              label={t('reset.password_confirmation')}
              autoComplete="new-password"
              required
              value={values.password_confirmation}
              error={err('password_confirmation')}
              onChange={(e) => update('password_confirmation', e.target.value)}
            />
            <SubmitButton size="lg" block loading={sending}>
              {t('reset.submit')}
            </SubmitButton>
            <Button type="button" variant="ghost" block disabled={wait > 0} loading={resending} onClick={() => void resend()} data-testid="resend-code">
              {wait > 0 ? t('reset.resend_in', { seconds: wait }) : t('reset.resend')}
            </Button>
          </form>
        )}
      </AuthCard>
    </StandaloneShell>
  );
}
