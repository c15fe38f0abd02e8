import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from '../../../renderer/ui/error-box.js';
import { api, failureOf } from '../../../renderer/lib/api.js';
import type { SessionUser } from '../../../renderer/types.js';
import { ButtonLink, SubmitButton } from '../../../renderer/ui/button.js';
import { PostedFormFields, usePostedForm } from '../../../renderer/ui/server-form.js';
import { TextInput } from '../../../renderer/ui/field.js';
import { toast } from '../../../renderer/ui/toast.js';

interface Props {
  token: string;
  onSignedIn: (user: SessionUser) => void;
  /** Back to the first step (also when the 5-minute challenge has expired). */
  onRestart: () => void;
}

/** Second login step for accounts with two-factor: the authenticator's 6-digit code (or a recovery code). */
export function TwoFactorStep({ token, onSignedIn, onRestart }: Props) {
  const { t } = useTranslation();
  // a code posted without JavaScript and refused: said under the field, or in the box
  const posted = usePostedForm('login-2fa');
  const postedError = posted?.errors.code ?? null;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(postedError);
  const [problem, setProblem] = useState<string | null>(posted?.message && !postedError ? posted.message : null);
  const [sending, setSending] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const clean = code.replace(/[\s-]/g, '');
    // 6 digits from the app, or a longer recovery code
    if (!/^\d{6}$/.test(clean) && !/^[A-Za-z0-9]{8,20}$/.test(clean)) {
      setError(clean ? 'auth.errors.code_length' : 'auth.errors.code_required');
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      const res = await api<{ user?: SessionUser; data?: { user?: SessionUser } }>('/auth/2fa/verify', {
        body: { two_factor_token: token, code: clean },
      });
      const user = res.user ?? res.data?.user;
      if (!user) throw new Error('missing user');
      onSignedIn(user);
    } catch (err) {
      const failure = failureOf(err);
      if (failure.status === 401) {
        toast.error(failure.message || t('login.two_factor.expired'));
        return onRestart();
      }
      const fieldError = failure.errors?.code?.[0];
      if (fieldError) setError(fieldError);
      const message =
        failure.status === 0 ? t('login.errors.network') : fieldError || failure.message || t('login.errors.generic');
      // a wrong code is said under the field; the box is for everything else
      setProblem(fieldError ? null : message);
      toast.error(message);
    } finally {
      setSending(false);
    }
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4" data-testid="two-factor-form">
      <PostedFormFields form="login-2fa" />
      <input type="hidden" name="two_factor_token" value={token} />
      <p className="text-sm text-neutral-700">{t('login.two_factor.text')}</p>
      {problem && <ErrorBox title={t(problem)} />}
      <TextInput
        name="code"
        label={t('login.two_factor.code')}
        hint={t('login.two_factor.hint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        required
        maxLength={24}
        value={code}
        error={error ? t(error) : undefined}
        onChange={(e) => {
          setCode(e.target.value);
          setError(null);
        }}
        className="text-center font-mono text-lg tracking-[0.3em]"
      />
      <SubmitButton size="lg" block loading={sending} posts>
        {t('login.two_factor.submit')}
      </SubmitButton>
      <ButtonLink
        href="/login"
        data-vike="false"
        variant="ghost"
        block
        onClick={(e) => {
          e.preventDefault();
          onRestart();
        }}
      >
        {t('login.two_factor.back')}
      </ButtonLink>
    </form>
  );
}
