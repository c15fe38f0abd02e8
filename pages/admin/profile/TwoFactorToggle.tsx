import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api, failureOf } from '../../../renderer/lib/api.js';
import { Button, SubmitButton } from '../../../renderer/ui/button.js';
import { Checkbox, TextInput } from '../../../renderer/ui/field.js';
import { PasswordInput } from '../../../renderer/ui/password-input.js';
import { toast } from '../../../renderer/ui/toast.js';
import { RecoveryCodes, TotpQrCode } from '../../../renderer/auth/TwoFactorSetup.js';

interface Setup {
  secret: string;
  qr_code: string;
}
type Step =
  | { kind: 'idle' }
  | { kind: 'enable' }
  | { kind: 'setup'; setup: Setup }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disable' };

/**
 * Spec 3 §2/§4: the 2FA switch. Turning it on asks the password, then shows the QR code and asks a code
 * from the app; turning it off asks the password and a code. A failed call (or a cancel) puts the
 * switch back where the server has it.
 */
export function TwoFactorToggle({ enabled, onChanged }: { enabled: boolean; onChanged: (enabled: boolean) => void }) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(enabled);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  // a refresh of the page's data may bring another state
  useEffect(() => setChecked(enabled), [enabled]);

  const reset = (to: Step = { kind: 'idle' }) => {
    setPassword('');
    setCode('');
    setStep(to);
  };
  const revert = () => {
    setChecked(enabled);
    reset();
  };

  function flip(next: boolean) {
    setChecked(next);
    reset({ kind: next ? 'enable' : 'disable' });
  }

  async function call(body: object, done: (data: Record<string, unknown>) => void) {
    setBusy(true);
    try {
      const res = await api<{ message?: string; data: Record<string, unknown> }>('/admin/profile/2fa/toggle', { body });
      done(res.data);
      if (res.message) toast.success(res.message);
    } catch (err) {
      const f = failureOf(err);
      toast.error(Object.values(f.errors ?? {})[0]?.[0] || f.message || t('admin_profile.errors.two_factor'));
      revert();
    } finally {
      setBusy(false);
    }
  }

  const start = (e: FormEvent) => {
    e.preventDefault();
    void call({ enabled: true, password }, (data) => reset({ kind: 'setup', setup: data as unknown as Setup }));
  };
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    void call({ enabled: true, code: code.trim() }, (data) => {
      reset({ kind: 'codes', codes: (data.recovery_codes as string[]) ?? [] });
      onChanged(true);
    });
  };
  const disable = (e: FormEvent) => {
    e.preventDefault();
    void call({ enabled: false, password, code: code.trim() }, () => {
      reset();
      onChanged(false);
    });
  };

  const passwordField = (
    <PasswordInput
      name="two_factor_password"
      label={t('admin_profile.security.password')}
      autoComplete="current-password"
      required
      value={password}
      onChange={(e) => setPassword(e.target.value)}
    />
  );
  const codeField = (
    <TextInput
      name="two_factor_code"
      label={t('admin_profile.security.code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={20}
      required
      value={code}
      onChange={(e) => setCode(e.target.value)}
      className="font-mono tracking-widest"
    />
  );
  const actions = (label: string, variant?: 'danger') => (
    <div className="flex flex-wrap gap-2">
      <SubmitButton loading={busy} variant={variant}>
        {label}
      </SubmitButton>
      <Button type="button" variant="outline" disabled={busy} onClick={revert}>
        {t('admin_profile.security.cancel')}
      </Button>
    </div>
  );

  return (
    <div className="space-y-4" data-testid="admin-two-factor">
      <Checkbox
        name="two_factor_enabled"
        role="switch"
        aria-checked={checked}
        checked={checked}
        disabled={busy || step.kind === 'setup' || step.kind === 'codes'}
        onChange={(e) => flip(e.target.checked)}
        label={t('admin_profile.security.two_factor')}
        hint={t('admin_profile.security.two_factor_text')}
      />
      {step.kind === 'enable' && (
        <form method="post" onSubmit={start} noValidate className="space-y-4">
          {passwordField}
          {actions(t('admin_profile.security.enable_confirm'))}
        </form>
      )}
      {step.kind === 'setup' && (
        <form method="post" onSubmit={confirm} noValidate className="space-y-4">
          <p className="text-sm text-neutral-700">{t('admin_profile.security.scan')}</p>
          <TotpQrCode src={step.setup.qr_code} alt={t('admin_profile.security.qr_alt')} />
          <p className="text-sm text-neutral-600">{t('admin_profile.security.secret')}</p>
          <code className="block break-all rounded bg-neutral-100 px-2 py-1 font-mono text-sm">
            {step.setup.secret}
          </code>
          {codeField}
          {actions(t('admin_profile.security.enable_confirm'))}
        </form>
      )}
      {step.kind === 'codes' && (
        <div className="space-y-3" data-testid="admin-recovery-codes">
          <p className="rounded-lg bg-sun-50 p-3 text-sm text-sun-900">{t('admin_profile.security.codes_text')}</p>
          <RecoveryCodes codes={step.codes} />
          <Button onClick={() => reset()}>{t('admin_profile.security.codes_done')}</Button>
        </div>
      )}
      {step.kind === 'disable' && (
        <form method="post" onSubmit={disable} noValidate className="space-y-4">
          <p className="text-sm text-neutral-700">{t('admin_profile.security.disable_text')}</p>
          {passwordField}
          {codeField}
          {actions(t('admin_profile.security.disable_confirm'), 'danger')}
        </form>
      )}
    </div>
  );
}
