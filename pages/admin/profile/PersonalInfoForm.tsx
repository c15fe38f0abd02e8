import { useTranslation } from 'react-i18next';
import { reload } from 'vike/client/router';
import { adminProfileUpdateSchema, type AdminProfileDto } from '../../../src/contracts/admin-profile.js';
import type { CountryDto } from '../../../src/contracts/reference.js';
import { PhoneInput } from '../../../renderer/auth/PhoneInput.js';
import { fullPhoneNumber, parsePhone, phoneProblem, type PhoneValue } from '../../../renderer/auth/phone.js';
import { api } from '../../../renderer/lib/api.js';
import type { FormErrors } from '../../../renderer/lib/use-form-errors.js';
import { firstErrors } from '../../../renderer/lib/zod-errors.js';
import { SubmitButton } from '../../../renderer/ui/button.js';
import { TextArea, TextInput } from '../../../renderer/ui/field.js';
import { PasswordInput } from '../../../renderer/ui/password-input.js';
import { Section } from '../../../renderer/ui/section.js';
import { toast } from '../../../renderer/ui/toast.js';
import { useForm } from '../../../renderer/ui/use-form.js';

interface Values {
  first_name: string;
  last_name: string;
  email: string;
  phone: PhoneValue;
  position: string;
  bio: string;
  current_password: string;
  two_factor_code: string;
}

/**
 * Spec 3 §2 personal information: first name, last name and e-mail required (§5), the phone widget
 * starting on Gabon. Changing the e-mail or the phone asks for the current password, as on every account.
 */
export function PersonalInfoForm({ profile, countries }: { profile: AdminProfileDto; countries: CountryDto[] }) {
  const { t } = useTranslation();
  const initial = (): Values => ({
    first_name: profile.first_name,
    last_name: profile.last_name,
    email: profile.email,
    phone: parsePhone(profile.phone, countries, 'GA'),
    position: profile.position ?? '',
    bio: profile.bio ?? '',
    current_password: '',
    two_factor_code: '',
  });

  const body = (v: Values) => {
    const phone = fullPhoneNumber(v.phone, countries) || null;
    const sensitive = v.email.trim().toLowerCase() !== profile.email.toLowerCase() || phone !== (profile.phone ?? null);
    return {
      first_name: v.first_name,
      last_name: v.last_name,
      email: v.email,
      phone,
      position: v.position,
      bio: v.bio,
      ...(sensitive && v.current_password ? { current_password: v.current_password } : {}),
      ...(sensitive && v.two_factor_code ? { two_factor_code: v.two_factor_code } : {}),
    };
  };
  const identityChanged = (v: Values) => 'current_password' in body({ ...v, current_password: 'x' });

  const validate = (v: Values): FormErrors => {
    const parsed = adminProfileUpdateSchema.safeParse(body(v));
    const errs: FormErrors = parsed.success ? {} : firstErrors(parsed.error);
    if (v.phone.digits.trim() && phoneProblem(v.phone)) errs.phone = 'profile.errors.phone_invalid';
    if (identityChanged(v) && !v.current_password) errs.current_password = 'profile.errors.current_password_required';
    if (identityChanged(v) && profile.two_factor_enabled && !v.two_factor_code)
      errs.two_factor_code = 'profile.errors.two_factor_code_required';
    return errs;
  };

  const { values, setValues, update, field, err, saving, submit, form } = useForm<Values>(initial, validate);

  const onSubmit = submit({
    send: async () => {
      const res = await api<{ message?: string }>('/admin/profile', { method: 'PUT', body: body(values) });
      toast.success(res.message || t('admin_profile.messages.updated'));
      setValues((v) => ({ ...v, current_password: '', two_factor_code: '' }));
      await reload(); // the header's name and the page's data follow
    },
    failed: (failure) => toast.error(failure.message || t('admin_profile.errors.update')),
  });

  return (
    <Section title={t('admin_profile.personal.title')} testId="admin-profile-personal">
      <form method="post" ref={form.formRef} onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <TextInput
          {...field('first_name')}
          label={t('admin_profile.personal.first_name')}
          autoComplete="given-name"
          required
          maxLength={100}
        />
        <TextInput
          {...field('last_name')}
          label={t('admin_profile.personal.last_name')}
          autoComplete="family-name"
          required
          maxLength={100}
        />
        <TextInput
          {...field('email')}
          type="email"
          label={t('admin_profile.personal.email')}
          autoComplete="email"
          required
          maxLength={100}
        />
        <PhoneInput
          name="phone"
          label={t('admin_profile.personal.phone')}
          countries={countries}
          value={values.phone}
          error={err('phone')}
          onChange={(v) => update('phone', v)}
        />
        <TextInput
          {...field('position')}
          label={t('admin_profile.personal.position')}
          maxLength={100}
          fieldClassName="sm:col-span-2"
        />
        <TextArea
          {...field('bio')}
          label={t('admin_profile.personal.bio')}
          maxLength={1000}
          rows={3}
          fieldClassName="sm:col-span-2"
        />
        {identityChanged(values) && (
          <PasswordInput
            {...field('current_password')}
            label={t('admin_profile.personal.current_password')}
            hint={t('admin_profile.personal.current_password_hint')}
            autoComplete="current-password"
            required
          />
        )}
        {identityChanged(values) && profile.two_factor_enabled && (
          <TextInput
            {...field('two_factor_code')}
            label={t('admin_profile.personal.two_factor_code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={20}
            required
          />
        )}
        <div className="sm:col-span-2">
          <SubmitButton loading={saving}>{t('admin_profile.personal.save')}</SubmitButton>
        </div>
      </form>
    </Section>
  );
}
