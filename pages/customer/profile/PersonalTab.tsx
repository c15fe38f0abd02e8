import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import { reload } from 'vike/client/router';
import { isCustomer, isMerchant } from '../../../src/contracts/roles.js';
import { PhoneInput } from '../../../renderer/auth/PhoneInput.js';
import { fullPhoneNumber, parsePhone, phoneProblem, type PhoneValue } from '../../../renderer/auth/phone.js';
import { api } from '../../../renderer/lib/api.js';
import type { FormErrors } from '../../../renderer/lib/use-form-errors.js';
import type { SessionUser } from '../../../renderer/types.js';
import { SubmitButton } from '../../../renderer/ui/button.js';
import { Select, TextInput } from '../../../renderer/ui/field.js';
import { Section } from '../../../renderer/ui/section.js';
import { toast } from '../../../renderer/ui/toast.js';
import { useForm } from '../../../renderer/ui/use-form.js';
import { PostedForm, usePostedForm } from '../../../renderer/ui/server-form.js';
import { ErrorBox } from '../../../renderer/ui/error-box.js';
import type { ProfilePageData } from './+data.js';
import { AvatarUpload } from './AvatarUpload.js';
import { BecomeSellerCard } from './BecomeSellerCard.js';
import { profileBody, profileErrors, profileSaveFailure, type ProfileBody } from './profile-api.js';

interface Values {
  first_name: string;
  last_name: string;
  email: string;
  phone: PhoneValue;
  birth_date: string;
  gender: string;
  current_password: string;
  two_factor_code: string;
}

const GENDERS = ['male', 'female', 'other'] as const;

export function PersonalTab({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { countries } = useData<ProfilePageData>();
  const home = countries.find((c) => c.id === user.country_id)?.iso2 ?? 'GA';
  // sent without JavaScript and refused: what was typed shows again (the phone is a pair: country and digits)
  const posted = usePostedForm('personal');
  const initial: Values = {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone:
      posted?.values.phone !== undefined
        ? { iso2: posted.values.phone_country || home, digits: posted.values.phone }
        : parsePhone(user.phone, countries, home),
    birth_date: user.birth_date ?? '',
    gender: user.gender ?? '',
    current_password: '',
    two_factor_code: '',
  };
  // the e-mail and the phone are sign-in details: changing them asks for the password again
  const signInChanged = (v: Values) =>
    v.email.trim().toLowerCase() !== user.email.toLowerCase() ||
    (fullPhoneNumber(v.phone, countries) || null) !== (user.phone ?? null);
  const bodyOf = (v: Values) => ({
    ...profileBody(user, {
      first_name: v.first_name,
      last_name: v.last_name,
      email: v.email,
      phone: fullPhoneNumber(v.phone, countries) || null,
      birth_date: v.birth_date,
      gender: (v.gender || null) as ProfileBody['gender'],
    }),
    ...(v.current_password ? { current_password: v.current_password } : {}),
    ...(v.two_factor_code.trim() ? { two_factor_code: v.two_factor_code.trim() } : {}),
  });
  const validate = (v: Values): FormErrors => {
    const errs = profileErrors(bodyOf(v));
    if (signInChanged(v) && !v.current_password) errs.current_password = 'profile.errors.current_password_required';
    if (signInChanged(v) && user.two_factor_enabled && !v.two_factor_code.trim())
      errs.two_factor_code = 'profile.errors.two_factor_code_required';
    // the phone may be missing (social sign-up), but a number that is there must fit its country
    const phone = v.phone.digits ? phoneProblem(v.phone) : undefined;
    if (phone) errs.phone = phone;
    return errs;
  };
  const { values, setValues, update, err, field, saving, submit, form } = useForm<Values>(
    initial,
    validate,
    undefined,
    posted,
  );

  const onSubmit = submit({
    send: async () => {
      const res = await api<{ message?: string }>('/user/profile', { method: 'PUT', body: bodyOf(values) });
      // the server says more when the e-mail changed (a new verification link was sent)
      toast.success(res.message || t('profile_page.saved'));
      setValues((v) => ({ ...v, current_password: '', two_factor_code: '' }));
      await reload();
    },
    ...profileSaveFailure(t),
  });
  const askPassword = signInChanged(values) || !!form.errors.current_password;
  const pureCustomer = isCustomer(user.roles) && !isMerchant(user.roles);

  return (
    <div className="space-y-4">
      <Section title={t('profile_page.avatar.title')}>
        <AvatarUpload user={user} />
      </Section>
      <Section title={t('profile_page.personal.title')}>
        <PostedForm form={form} name="personal" onSubmit={onSubmit} testId="personal-form">
          {posted?.message && <ErrorBox title={t(posted.message)} />}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput
              {...field('first_name')}
              label={t('profile_page.fields.first_name')}
              autoComplete="given-name"
              required
            />
            <TextInput
              {...field('last_name')}
              label={t('profile_page.fields.last_name')}
              autoComplete="family-name"
              required
            />
            <TextInput
              {...field('email')}
              type="email"
              label={t('profile_page.fields.email')}
              autoComplete="email"
              required
            />
            <PhoneInput
              name="phone"
              label={t('profile_page.fields.phone')}
              countries={countries}
              value={values.phone}
              error={err('phone')}
              onChange={(v) => update('phone', v)}
            />
            <TextInput
              {...field('birth_date')}
              type="date"
              label={t('profile_page.fields.birth_date')}
              autoComplete="bday"
            />
            <Select
              {...field('gender')}
              label={t('profile_page.fields.gender')}
              placeholder={t('profile_page.gender.none')}
              options={GENDERS.map((g) => ({ value: g, label: t(`profile_page.gender.${g}`) }))}
            />
          </div>
          {askPassword && (
            <div className="space-y-4 sm:max-w-sm">
              <TextInput
                {...field('current_password')}
                type="password"
                label={t('profile_page.personal.current_password')}
                hint={t('profile_page.personal.current_password_hint')}
                autoComplete="current-password"
                required
              />
              {user.two_factor_enabled && (
                <TextInput
                  label={t('profile_page.two_factor.disable_code')}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={20}
                  required
                  className="font-mono tracking-widest"
                  {...field('two_factor_code')}
                />
              )}
            </div>
          )}
          <SubmitButton posts loading={saving}>
            {t('profile_page.save')}
          </SubmitButton>
        </PostedForm>
      </Section>
      {pureCustomer && <BecomeSellerCard />}
    </div>
  );
}
