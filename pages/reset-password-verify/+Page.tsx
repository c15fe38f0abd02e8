import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { navigate } from 'vike/client/router';
import { resetPasswordSchema } from '../../src/contracts/auth.js';
import { AuthCard, StandaloneShell } from '../../renderer/auth/AuthCard.js';
import { api, failureOf } from '../../renderer/lib/api.js';
import { useHydrated } from '../../renderer/lib/use-hydrated.js';
import { firstErrors } from '../../renderer/lib/zod-errors.js';
import { Button, SubmitButton } from '../../renderer/ui/button.js';
import { TextInput } from '../../renderer/ui/field.js';
import { CheckCircleIcon } from '../../renderer/ui/icons.js';
import { NewPasswordFields } from '../../renderer/ui/password-input.js';
import { PostedForm, PostedFormFields, usePostedForm } from '../../renderer/ui/server-form.js';
import { toast } from '../../renderer/ui/toast.js';
import { useForm } from '../../renderer/ui/use-form.js';

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
  const [resending, setResending] = useState(false);
  // A code was sent just before this screen: the first resend waits the full minute (server rule).
  const [wait, setWait] = useState(RESEND_SECONDS);
  const [done, setDone] = useState(false);
  // sent without JavaScript: what the server said of the new password or of the resend, or that a code was sent again
  const posted = usePostedForm('reset-password');
  const postedResend = usePostedForm('reset-resend');
  const resent = urlParsed.search.resent === '1';
  const hydrated = useHydrated();
  const validate = (v: Values) => {
    const parsed = resetPasswordSchema.safeParse({ identifier, ...v });
    return parsed.success ? {} : firstErrors(parsed.error);
  };
  const keepDigits = (next: Values, key: keyof Values) =>
    key === 'otp' ? { ...next, otp: next.otp.replace(/\D/g, '').slice(0, 6) } : next;
  const { values, update, err, field, saving, submit, form } = useForm<Values>(
    { otp: '', password: '', password_confirmation: '' },
    validate,
    keepDigits,
    posted,
  );

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

  async function resend(e: FormEvent) {
    e.preventDefault();
    setResending(true);
    try {
      const res = await api<{ message?: string }>('/otp/resend', {
        body: { identifier, type: method, purpose: 'password_reset' },
      });
      toast.success(res.message || t(`forgot.sent_${method}`));
      setWait(RESEND_SECONDS);
    } catch (err) {
      const failure = failureOf(err);
      toast.error(failure.status === 0 ? t('login.errors.network') : failure.message || t('reset.resend_failed'));
    } finally {
      setResending(false);
    }
  }

  const onSubmit = submit({
    send: async () => {
      const res = await api<{ message?: string }>('/auth/reset-password', { body: { identifier, ...values } });
      toast.success(res.message || t('reset.done'));
      setDone(true);
    },
    failed: (failure, fields) => {
      toast.error(
        failure.status === 0 ? t('login.errors.network') : fields.otp || failure.message || t('reset.failed_default'),
      );
    },
  });

  return (
    <StandaloneShell>
      <AuthCard
        testId="reset-page"
        title={t('reset.title')}
        subtitle={t(`reset.subtitle_${method}`, { identifier })}
        footer={
          <a href="/forgot-password" className="font-semibold">
            {t('reset.change_method')}
          </a>
        }
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
          <div className="space-y-4">
            {resent && !postedResend && (
              <p
                role="status"
                className="flex items-start gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900"
                data-testid="reset-resent"
              >
                <CheckCircleIcon size={18} className="mt-0.5 shrink-0 text-brand-700" />
                {t(`forgot.sent_${method}`)}
              </p>
            )}
            {(posted?.message ?? postedResend?.message) && (
              <p
                role="alert"
                className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
                data-testid="reset-problem"
              >
                {t((posted?.message ?? postedResend?.message)!)}
              </p>
            )}
            <PostedForm form={form} name="reset-password" onSubmit={onSubmit} testId="reset-form">
              <TextInput
                {...field('otp')}
                label={t('reset.code')}
                hint={t('reset.code_hint')}
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                maxLength={6}
                className="font-mono text-lg tracking-[0.3em]"
              />
              <NewPasswordFields
                className="space-y-4"
                labels={[t('reset.password'), t('reset.password_confirmation')]}
                values={values}
                err={err}
                onChange={update}
              />
              <SubmitButton size="lg" block loading={saving} posts>
                {t('reset.submit')}
              </SubmitButton>
            </PostedForm>
            {/* its own form, so that the browser can send it without JavaScript (the server then enforces the minute) */}
            <form method="post" onSubmit={(e) => void resend(e)} data-testid="resend-form">
              <PostedFormFields form="reset-resend" />
              <Button
                type="submit"
                variant="ghost"
                block
                disabled={hydrated && wait > 0}
                loading={resending}
                data-testid="resend-code"
              >
                {hydrated && wait > 0 ? t('reset.resend_in', { seconds: wait }) : t('reset.resend')}
              </Button>
            </form>
          </div>
        )}
      </AuthCard>
    </StandaloneShell>
  );
}
