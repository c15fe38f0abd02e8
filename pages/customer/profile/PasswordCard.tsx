import { useTranslation } from 'react-i18next';
import { passwordChangeSchema } from '../../../src/contracts/profile.js';
import { firstErrors } from '../../../renderer/lib/zod-errors.js';
import { api } from '../../../renderer/lib/api.js';
import type { FormErrors } from '../../../renderer/lib/use-form-errors.js';
import { SubmitButton } from '../../../renderer/ui/button.js';
import { Checkbox } from '../../../renderer/ui/field.js';
import { NewPasswordFields, PasswordInput } from '../../../renderer/ui/password-input.js';
import { Section } from '../../../renderer/ui/section.js';
import { toast } from '../../../renderer/ui/toast.js';
import { useForm } from '../../../renderer/ui/use-form.js';
import { PostedForm, usePostedForm } from '../../../renderer/ui/server-form.js';
import { ErrorBox } from '../../../renderer/ui/error-box.js';
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
  // sent without JavaScript and refused: the messages show, the passwords are never sent back
  const posted = usePostedForm('password');
  const { values, setValues, update, err, field, check, saving, submit, form } = useForm<Values>(
    EMPTY,
    validate,
    undefined,
    posted,
  );

  const onSubmit = submit({
    send: async () => {
      const res = await api<{ message?: string }>('/user/password', { method: 'PUT', body: values });
      toast.success(res.message || t('profile_page.password.saved'));
      setValues(EMPTY);
      onChanged(); // the sessions list may have shrunk
    },
    failed: (failure) => toast.error(failureText(failure, t('profile_page.password.failed'), t)),
  });

  return (
    <Section title={t('profile_page.password.title')}>
      <PostedForm form={form} name="password" onSubmit={onSubmit} testId="password-form">
        {posted?.message && <ErrorBox title={t(posted.message)} />}
        <PasswordInput
          {...field('current_password')}
          label={t('profile_page.password.current')}
          autoComplete="current-password"
          required
        />
        <NewPasswordFields
          className="grid gap-4 sm:grid-cols-2"
          labels={[t('profile_page.password.new'), t('profile_page.password.confirm')]}
          values={values}
          err={err}
          onChange={update}
        />
        <Checkbox {...check('logout_other_sessions')} label={t('profile_page.password.logout_others')} />
        <SubmitButton posts loading={saving}>
          {t('profile_page.password.submit')}
        </SubmitButton>
      </PostedForm>
    </Section>
  );
}
