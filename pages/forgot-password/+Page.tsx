import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'vike/client/router';
import { z } from 'zod';
import '../../src/contracts/zod-locale.js';
import { normalizePhone } from '../../src/contracts/phone.js';
import { AuthCard, StandaloneShell } from '../../renderer/auth/AuthCard.js';
import { api, failureOf } from '../../renderer/lib/api.js';
import { useFormErrors } from '../../renderer/lib/use-form-errors.js';
import { SubmitButton } from '../../renderer/ui/button.js';
import { cn } from '../../renderer/ui/cn.js';
import { TextInput } from '../../renderer/ui/field.js';
import { CheckCircleIcon, MailIcon, PhoneIcon } from '../../renderer/ui/icons.js';
import { PostedForm, usePostedForm } from '../../renderer/ui/server-form.js';
import { toast } from '../../renderer/ui/toast.js';

type Method = 'email' | 'sms';
interface Values {
  method: Method;
  identifier: string;
}

/** Spec 1 §5 "Forgot password": wording differs from the login's, hence own checks rather than otpSendSchema's. */
function validate(v: Values): Record<string, string> {
  const value = v.identifier.trim();
  if (v.method === 'email') {
    if (!value) return { identifier: 'forgot.errors.email_required' };
    if (!z.email().safeParse(value).success) return { identifier: 'auth.errors.email_invalid' };
  } else {
    if (!value) return { identifier: 'forgot.errors.phone_required' };
    if (!normalizePhone(value)) return { identifier: 'auth.errors.phone_invalid' };
  }
  return {};
}

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  // sent without JavaScript and refused: the page shows what the server said
  const posted = usePostedForm('forgot-password');
  const [values, setValues] = useState<Values>({
    method: posted?.values.method === 'sms' ? 'sms' : 'email',
    identifier: posted?.values.identifier ?? '',
  });
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ message: string; href: string } | null>(null);
  const [problem, setProblem] = useState(posted?.message ?? null);
  const form = useFormErrors<Values>(validate, posted?.errors);

  // Spec 1 §2.7: the confirmation stays 2 s, then the code screen opens.
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => void navigate(sent.href), 2000);
    return () => clearTimeout(timer);
  }, [sent]);

  const update = (next: Values, key: keyof Values) => {
    setValues(next);
    if (key === 'method') form.setErrors({});
    else form.recheck(key, next);
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const errs = validate(values);
    if (Object.keys(errs).length) return form.fail(errs);
    setProblem(null);
    const identifier =
      values.method === 'sms' ? normalizePhone(values.identifier)! : values.identifier.trim().toLowerCase();
    setSending(true);
    try {
      const res = await api<{ message?: string }>('/otp/send', {
        body: { identifier, type: values.method, purpose: 'password_reset' },
      });
      const query = new URLSearchParams({ identifier, method: values.method });
      setSent({ message: res.message || t(`forgot.sent_${values.method}`), href: `/reset-password-verify?${query}` });
    } catch (err) {
      const failure = failureOf(err);
      const message = failure.status === 0 ? t('login.errors.network') : failure.message || t('forgot.failed_default');
      if (failure.errors?.identifier?.[0]) form.fail({ identifier: failure.errors.identifier[0] });
      toast.error(message);
    } finally {
      setSending(false);
    }
  }

  return (
    <StandaloneShell>
      <AuthCard
        testId="forgot-page"
        title={t('forgot.title')}
        subtitle={t('forgot.subtitle')}
        footer={
          <a href="/login" className="font-semibold">
            {t('forgot.back_login')}
          </a>
        }
      >
        {sent ? (
          <div role="status" className="space-y-3" data-testid="forgot-sent">
            <p className="flex items-start gap-2 text-neutral-800">
              <CheckCircleIcon className="mt-0.5 shrink-0 text-brand-700" />
              {sent.message}
            </p>
            <p className="text-sm text-neutral-600">{t('forgot.redirecting')}</p>
          </div>
        ) : (
          <PostedForm form={form} name="forgot-password" onSubmit={onSubmit} testId="forgot-form">
            {problem && (
              <p
                role="alert"
                className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
                data-testid="forgot-problem"
              >
                {t(problem)}
              </p>
            )}
            <fieldset>
              <legend className="text-sm font-medium text-neutral-800">{t('forgot.method')}</legend>
              <div className="mt-2 grid grid-cols-2 gap-2">
                {(['email', 'sms'] as const).map((m) => (
                  <label
                    key={m}
                    className={cn(
                      'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm font-semibold',
                      values.method === m
                        ? 'border-brand-600 bg-brand-50 text-brand-800'
                        : 'border-neutral-300 text-neutral-700',
                    )}
                  >
                    <input
                      type="radio"
                      name="method"
                      value={m}
                      checked={values.method === m}
                      onChange={() => update({ method: m, identifier: '' }, 'method')}
                      className="accent-brand-700"
                    />
                    {m === 'email' ? <MailIcon size={16} /> : <PhoneIcon size={16} />}
                    {t(`forgot.method_${m}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            <TextInput
              key={values.method}
              name="identifier"
              type={values.method === 'email' ? 'email' : 'tel'}
              inputMode={values.method === 'email' ? 'email' : 'tel'}
              autoComplete={values.method === 'email' ? 'email' : 'tel'}
              label={t(`forgot.identifier_${values.method}`)}
              hint={values.method === 'sms' ? t('login.phone_hint') : undefined}
              required
              value={values.identifier}
              error={form.errors.identifier && t(form.errors.identifier)}
              onChange={(e) => update({ ...values, identifier: e.target.value }, 'identifier')}
            />
            <SubmitButton size="lg" block loading={sending} posts>
              {sending ? t('forgot.sending') : t('forgot.submit')}
            </SubmitButton>
          </PostedForm>
        )}
      </AuthCard>
    </StandaloneShell>
  );
}
