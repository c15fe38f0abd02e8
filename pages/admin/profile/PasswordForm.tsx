import { useTranslation } from 'react-i18next';
import { adminPasswordChangeSchema } from '../../../src/contracts/admin-profile.js';
import { api } from '../../../renderer/lib/api.js';
import type { FormErrors } from '../../../renderer/lib/use-form-errors.js';
import { firstErrors } from '../../../renderer/lib/zod-errors.js';
import { SubmitButton } from '../../../renderer/ui/button.js';
import { PasswordInput } from '../../../renderer/ui/password-input.js';
import { toast } from '../../../renderer/ui/toast.js';
import { useForm } from '../../../renderer/ui/use-form.js';
import { PostedForm } from '../../../renderer/ui/server-form.js';

interface Values {
  current_password: string;
  new_password: string;
  confirm_password: string;
}
const EMPTY: Values = { current_password: '', new_password: '', confirm_password: '' };

// the API's own schema: spec 3 §5's messages in the browser and on the server alike
function validate(v: Values): FormErrors {
  const parsed = adminPasswordChangeSchema.safeParse(v);
  return parsed.success ? {} : firstErrors(parsed.error);
}

/** Spec 3 §2 security: password change (the other sessions are signed out by the server). */
export function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const { values, setValues, field, saving, submit, form } = useForm<Values>(EMPTY, validate);

  const onSubmit = submit({
    send: async () => {
      const res = await api<{ message?: string }>('/admin/profile/password', { method: 'PUT', body: values });
      toast.success(res.message || t('admin_profile.messages.password_changed'));
      setValues(EMPTY);
      onChanged();
    },
    failed: (failure) => toast.error(failure.message || t('admin_profile.errors.password')),
  });

  return (
    <PostedForm form={form} onSubmit={onSubmit} testId="admin-password-form">
      <h3 className="font-semibold text-neutral-900">{t('admin_profile.security.password_title')}</h3>
      <PasswordInput
        {...field('current_password')}
        label={t('admin_profile.security.current_password')}
        autoComplete="current-password"
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordInput
          {...field('new_password')}
          label={t('admin_profile.security.new_password')}
          autoComplete="new-password"
          required
          minLength={8}
        />
        <PasswordInput
          {...field('confirm_password')}
          label={t('admin_profile.security.confirm_password')}
          autoComplete="new-password"
          required
        />
      </div>
      <SubmitButton loading={saving}>{t('admin_profile.security.password_submit')}</SubmitButton>
    </PostedForm>
  );
}
