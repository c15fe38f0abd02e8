import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { reload } from 'vike/client/router';
import { api, failureOf } from '../../../renderer/lib/api.js';
import type { SessionUser } from '../../../renderer/types.js';
import { Badge } from '../../../renderer/ui/badge.js';
import { Button, SubmitButton } from '../../../renderer/ui/button.js';
import { Card, CardBody, CardHeader } from '../../../renderer/ui/card.js';
import { TextInput } from '../../../renderer/ui/field.js';
import { toast } from '../../../renderer/ui/toast.js';
import { failureText } from './profile-api.js';
import { RecoveryCodes, TotpQrCode } from '../../../renderer/auth/TwoFactorSetup.js';

interface Setup {
  secret: string;
  otpauth_url: string;
  qr_code: string;
}
type Step =
  | { kind: 'idle' }
  | { kind: 'setup'; setup: Setup }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disable' }
  | { kind: 'renew' };

/**
 * TOTP two-factor: enable (the password, then QR + secret and a code), show the recovery codes once,
 * renew them or disable (the password and a code each time).
 */
export function TwoFactorCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    setPasswordError(null);
    try {
      await action();
    } catch (err) {
      const f = failureOf(err);
      const onPassword = f.errors?.password?.[0];
      const message = f.errors?.code?.[0] ?? onPassword ?? failureText(f, t('profile_page.two_factor.failed'), t);
      if (f.errors?.code?.[0]) setError(f.errors.code[0]);
      if (onPassword) setPasswordError(onPassword);
      if (!f.errors?.code?.[0] && !onPassword) setError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  const open = (next: Step) => {
    setCode('');
    setPassword('');
    setError(null);
    setPasswordError(null);
    setStep(next);
  };

  const start = (e: FormEvent) => {
    e.preventDefault();
    if (!password) return setPasswordError(t('profile.errors.current_password_required'));
    return run(async () => {
      const res = await api<{ data: Setup }>('/user/2fa/toggle', { body: { enabled: true, password } });
      open({ kind: 'setup', setup: res.data });
    });
  };

  const renew = (e: FormEvent) => {
    e.preventDefault();
    if (!password) return setPasswordError(t('profile.errors.current_password_required'));
    if (!code.trim()) return setError(t('auth.errors.code_required'));
    return run(async () => {
      const res = await api<{ message?: string; data: { recovery_codes: string[] } }>('/user/2fa/recovery-codes', {
        body: { password, code: code.trim() },
      });
      open({ kind: 'codes', codes: res.data.recovery_codes ?? [] });
      toast.success(t('profile_page.two_factor.renewed_toast'));
    });
  };

  const confirm = (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setError(t('auth.errors.code_length'));
    return run(async () => {
      const res = await api<{ message?: string; data: { recovery_codes: string[] } }>('/user/2fa/confirm', {
        body: { code: code.trim() },
      });
      setStep({ kind: 'codes', codes: res.data.recovery_codes ?? [] });
      toast.success(res.message || t('profile_page.two_factor.enabled_toast'));
      await reload();
    });
  };

  const disable = (e: FormEvent) => {
    e.preventDefault();
    if (!password) return setPasswordError(t('profile.errors.current_password_required'));
    if (!code.trim()) return setError(t('auth.errors.code_required'));
    return run(async () => {
      const res = await api<{ message?: string }>('/user/2fa/toggle', {
        body: { enabled: false, password, code: code.trim() },
      });
      open({ kind: 'idle' });
      toast.success(res.message || t('profile_page.two_factor.disabled_toast'));
      await reload();
    });
  };

  const passwordField = () => (
    <TextInput
      name="current_password"
      type="password"
      label={t('profile_page.two_factor.password')}
      autoComplete="current-password"
      maxLength={200}
      value={password}
      error={passwordError ?? undefined}
      onChange={(e) => {
        setPassword(e.target.value);
        setPasswordError(null);
      }}
    />
  );

  const codeField = (label: string) => (
    <TextInput
      name="code"
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={20}
      value={code}
      error={error ?? undefined}
      onChange={(e) => {
        setCode(e.target.value);
        setError(null);
      }}
      className="font-mono tracking-widest"
    />
  );

  return (
    <Card data-testid="two-factor-card">
      <CardHeader className="flex items-center justify-between gap-2">
        <h2 className="font-semibold">{t('profile_page.two_factor.title')}</h2>
        <Badge tone={user.two_factor_enabled ? 'brand' : 'neutral'}>
          {t(user.two_factor_enabled ? 'profile_page.two_factor.on' : 'profile_page.two_factor.off')}
        </Badge>
      </CardHeader>
      <CardBody className="space-y-4">
        <p className="text-sm text-neutral-700">{t('profile_page.two_factor.text')}</p>
        {step.kind === 'idle' &&
          (user.two_factor_enabled ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => open({ kind: 'renew' })}>
                {t('profile_page.two_factor.renew')}
              </Button>
              <Button variant="outline" onClick={() => open({ kind: 'disable' })}>
                {t('profile_page.two_factor.disable')}
              </Button>
            </div>
          ) : (
            <form method="post" onSubmit={start} noValidate className="space-y-4" data-testid="two-factor-start">
              {passwordField()}
              <SubmitButton loading={busy}>{t('profile_page.two_factor.enable')}</SubmitButton>
            </form>
          ))}
        {step.kind === 'setup' && (
          <form method="post" onSubmit={confirm} noValidate className="space-y-4">
            <ol className="list-decimal space-y-1 pl-5 text-sm text-neutral-700">
              <li>{t('profile_page.two_factor.step_scan')}</li>
              <li>{t('profile_page.two_factor.step_code')}</li>
            </ol>
            <TotpQrCode src={step.setup.qr_code} alt={t('profile_page.two_factor.qr_alt')} />
            <div>
              <p className="text-sm text-neutral-600">{t('profile_page.two_factor.secret')}</p>
              <code
                className="mt-1 block break-all rounded bg-neutral-100 px-2 py-1 font-mono text-sm"
                data-testid="totp-secret"
              >
                {step.setup.secret}
              </code>
            </div>
            {codeField(t('profile_page.two_factor.code'))}
            <div className="flex flex-wrap gap-2">
              <SubmitButton loading={busy}>{t('profile_page.two_factor.confirm')}</SubmitButton>
              <Button type="button" variant="outline" disabled={busy} onClick={() => setStep({ kind: 'idle' })}>
                {t('profile_page.cancel')}
              </Button>
            </div>
          </form>
        )}
        {step.kind === 'codes' && (
          <div className="space-y-3" data-testid="recovery-codes">
            <p className="rounded-lg bg-sun-50 p-3 text-sm text-sun-900">{t('profile_page.two_factor.codes_text')}</p>
            <RecoveryCodes codes={step.codes} />
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                onClick={() =>
                  void navigator.clipboard
                    ?.writeText(step.codes.join('\n'))
                    .then(() => toast.success(t('profile_page.two_factor.copied')))
                }
              >
                {t('profile_page.two_factor.copy')}
              </Button>
              <Button onClick={() => open({ kind: 'idle' })}>{t('profile_page.two_factor.codes_done')}</Button>
            </div>
          </div>
        )}
        {step.kind === 'renew' && (
          <form method="post" onSubmit={renew} noValidate className="space-y-4">
            {passwordField()}
            {codeField(t('profile_page.two_factor.disable_code'))}
            <div className="flex flex-wrap gap-2">
              <SubmitButton loading={busy}>{t('profile_page.two_factor.renew_confirm')}</SubmitButton>
              <Button type="button" variant="outline" disabled={busy} onClick={() => open({ kind: 'idle' })}>
                {t('profile_page.cancel')}
              </Button>
            </div>
          </form>
        )}
        {step.kind === 'disable' && (
          <form method="post" onSubmit={disable} noValidate className="space-y-4">
            {passwordField()}
            {codeField(t('profile_page.two_factor.disable_code'))}
            <div className="flex flex-wrap gap-2">
              <SubmitButton variant="danger" loading={busy}>
                {t('profile_page.two_factor.disable_confirm')}
              </SubmitButton>
              <Button type="button" variant="outline" disabled={busy} onClick={() => setStep({ kind: 'idle' })}>
                {t('profile_page.cancel')}
              </Button>
            </div>
          </form>
        )}
      </CardBody>
    </Card>
  );
}
