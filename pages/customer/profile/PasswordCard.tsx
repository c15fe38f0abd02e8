import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordChangeSchema } from '../../../src/contracts/profile.js';
import { firstErrors } from '../../../renderer/lib/zod-errors.js';
import { PasswordInput } from '../../../renderer/auth/PasswordInput.js';
import { api, failureOf, serverFieldErrors } from '../../../renderer/lib/api.js';
import { useFormErrors, type FormErrors } from '../../../renderer/lib/use-form-errors.js';
import { SubmitButton } from '../../../renderer/ui/button.js';
import { Card, CardBody, CardHeader } from '../../../renderer/ui/card.js';
import { Checkbox } from '../../../renderer/ui/field.js';
import { toast } from '../../../renderer/ui/toast.js';
import { failureText } from './profile-api.js';

interface Values {
  current_password: string;
  password: string;
  password_confirmation: string;
  logout_other_sessions: boolean;
}
const EMPTY: Values = { current_password: '', password: '', password_confirmation: '', logout_other_sessions: true };

// The API's own schema, so the browser and the server say the same thing.
function validate(v: Values): FormErrors {
  const parsed = passwordChangeSchema.safeParse(v);
  return parsed.success ? {} : firstErrors(parsed.error);
}

export function PasswordCard({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(EMPTY);
  const [saving, setSaving] = useState(false);
  const form = useFormErrors<Values>(validate);

  const update = <K extends keyof Values>(key: K, value: Values[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    form.recheck(key, next);
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const errs = validate(values);
    if (Object.keys(errs).length) return form.fail(errs);
    setSaving(true);
    try {
      const res = await api<{ message?: string }>('/user/password', { method: 'PUT', body: values });
      toast.success(res.message || t('profile_page.password.saved'));
      setValues(EMPTY);
      onChanged(); // the sessions list may have shrunk
    } catch (err) {
      const failure = failureOf(err);
      const fields = serverFieldErrors(failure);
      if (Object.keys(fields).length) form.fail(fields);
      toast.error(failureText(failure, t('profile_page.password.failed'), t));
    } finally {
      setSaving(false);
    }
  }

  const err = (key: string) => form.errors[key] && t(form.errors[key]);
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold">{t('profile_page.password.title')}</h2>
      </CardHeader>
      <CardBody>
        <form method="post" ref={form.formRef} onSubmit={onSubmit} noValidate className="space-y-4" data-testid="password-form">
          <PasswordInput name="current_password" label={t('profile_page.password.current')} autoComplete="current-password" required value={values.current_password} error={err('current_password')} onChange={(e) => update('current_password', e.target.value)} />
          <div className="grid gap-4 sm:grid-cols-2">
            <PasswordInput name="password" label={t('profile_page.password.new')} hint={t('register.password_hint')} autoComplete="new-password" required value={values.password} valid={values.password.length >= 8} error={err('password')} onChange={(e) => update('password', e.target.value)} />
            <PasswordInput name="password_confirmation" label={t('profile_page.password.confirm')} autoComplete="new-password" required value={values.password_confirmation} error={err('password_confirmation')} onChange={(e) => update('password_confirmation', e.target.value)} />
          </div>
          <Checkbox name="logout_other_sessions" label={t('profile_page.password.logout_others')} checked={values.logout_other_sessions} onChange={(e) => update('logout_other_sessions', e.target.checked)} />
          <SubmitButton loading={saving}>{t('profile_page.password.submit')}</SubmitButton>
        </form>
      </CardBody>
    </Card>
  );
}
