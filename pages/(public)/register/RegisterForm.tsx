import { Trans, useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { useData } from 'vike-react/useData';
import { navigate } from 'vike/client/router';
import { REGISTRABLE_ROLES, registerSchema } from '../../../src/contracts/auth.js';
import { PhoneInput } from '../../../renderer/auth/PhoneInput.js';
import { fullPhoneNumber, phoneProblem, type PhoneValue } from '../../../renderer/auth/phone.js';
import { REGISTRATION_KEY, type RegistrationInfo } from '../../../renderer/auth/session.js';
import { api } from '../../../renderer/lib/api.js';
import type { FormErrors } from '../../../renderer/lib/use-form-errors.js';
import { firstErrors } from '../../../renderer/lib/zod-errors.js';
import { SubmitButton } from '../../../renderer/ui/button.js';
import { cn } from '../../../renderer/ui/cn.js';
import { Checkbox, Select, TextInput } from '../../../renderer/ui/field.js';
import { NewPasswordFields } from '../../../renderer/ui/password-input.js';
import { toast } from '../../../renderer/ui/toast.js';
import { useForm } from '../../../renderer/ui/use-form.js';
import { PostedForm, usePostedForm } from '../../../renderer/ui/server-form.js';
import type { RegisterPageData } from './+data.js';

type Role = (typeof REGISTRABLE_ROLES)[number];
interface Values {
  role: Role;
  first_name: string;
  last_name: string;
  email: string;
  phone: PhoneValue;
  country_id: string;
  password: string;
  password_confirmation: string;
  terms_accepted: boolean;
  adult_confirmed: boolean;
}

/** The same answer whether or not the address already had an account (nothing tells who is registered). */
interface RegisterResponse {
  message?: string;
  verification_sent_to?: string;
}

export function RegisterForm() {
  const { t } = useTranslation();
  const { countries } = useData<RegisterPageData>();
  const { urlParsed } = usePageContext();
  const home = countries.find((c) => c.is_default) ?? countries.find((c) => c.iso2 === 'GA') ?? countries[0];
  // sent without JavaScript and refused: the page shows what the server said (the number apart: it is two fields)
  const posted = usePostedForm('register');
  const initial: Values = {
    role: urlParsed.search.type === 'seller' ? 'Business' : 'Particulier',
    first_name: '',
    last_name: '',
    email: '',
    phone: { iso2: posted?.values.phone_country || (home?.iso2 ?? 'GA'), digits: posted?.values.phone ?? '' },
    country_id: home ? String(home.id) : '',
    password: '',
    password_confirmation: '',
    terms_accepted: false,
    adult_confirmed: false,
  };

  const toPayload = (v: Values) => ({ ...v, phone: fullPhoneNumber(v.phone, countries) });

  // Every rule at once (spec 1 §5): the shared schema, then the per-country digit count for the phone.
  const validate = (v: Values): FormErrors => {
    const parsed = registerSchema.safeParse(toPayload(v));
    const errs = parsed.success ? {} : firstErrors(parsed.error);
    const phone = phoneProblem(v.phone);
    if (phone) errs.phone = phone;
    return errs;
  };
  // Choosing a country also proposes its dial code while no number has been typed.
  const adjust = (next: Values, key: keyof Values) => {
    const country =
      key === 'country_id' && !next.phone.digits && countries.find((c) => String(c.id) === next.country_id);
    return country ? { ...next, phone: { iso2: country.iso2, digits: '' } } : next;
  };
  const { values, update, err, field, check, saving, submit, form } = useForm<Values>(
    initial,
    validate,
    adjust,
    posted,
  );

  const onSubmit = submit({
    send: async () => {
      const body = registerSchema.parse(toPayload(values));
      const res = await api<RegisterResponse>('/auth/register', { body });
      const info: RegistrationInfo = {
        email: body.email,
        first_name: body.first_name,
        verification_sent_to: res.verification_sent_to,
        message: res.message,
      };
      sessionStorage.setItem(REGISTRATION_KEY, JSON.stringify(info));
      await navigate(`/login?registered=true&email=${encodeURIComponent(body.email)}`);
    },
    failed: (failure) => {
      const message =
        failure.status === 0 ? t('login.errors.network') : failure.message || t('register.failed_default');
      toast.error(message, { title: t('register.failed_title') });
    },
  });

  return (
    <PostedForm form={form} name="register" onSubmit={onSubmit} className="space-y-5" testId="register-form">
      {posted?.message && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          data-testid="register-problem"
        >
          <strong className="block">{t('register.failed_title')}</strong>
          {t(posted.message)}
        </p>
      )}
      <fieldset>
        <legend className="text-sm font-medium text-neutral-800">{t('register.account_type')}</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {REGISTRABLE_ROLES.map((role) => (
            <label
              key={role}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border p-3',
                values.role === role
                  ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                  : 'border-neutral-300 bg-white hover:bg-neutral-50',
              )}
            >
              <input
                type="radio"
                name="role"
                value={role}
                checked={values.role === role}
                onChange={() => update('role', role)}
                className="mt-1 size-4 accent-brand-700"
              />
              <span>
                <span className="block font-semibold text-neutral-900">{t(`register.roles.${role}.title`)}</span>
                <span className="block text-sm text-neutral-600">{t(`register.roles.${role}.text`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput {...field('first_name')} label={t('register.first_name')} autoComplete="given-name" required />
          <TextInput {...field('last_name')} label={t('register.last_name')} autoComplete="family-name" required />
        </div>
        <p className="mt-1 text-sm text-neutral-600">{t('register.names_hint')}</p>
      </div>

      <TextInput
        {...field('email')}
        type="email"
        label={t('register.email')}
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        required
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <PhoneInput
          name="phone"
          label={t('register.phone')}
          countries={countries}
          required
          value={values.phone}
          error={err('phone')}
          onChange={(v) => update('phone', v)}
        />
        <Select
          {...field('country_id')}
          label={t('register.country')}
          required
          placeholder={t('register.choose_country')}
          options={countries.map((c) => ({ value: String(c.id), label: c.name }))}
        />
      </div>

      <NewPasswordFields
        className="grid gap-4 sm:grid-cols-2"
        labels={[t('register.password'), t('register.password_confirmation')]}
        values={values}
        checkConfirmation
        err={err}
        onChange={update}
      />

      <Checkbox
        {...check('terms_accepted')}
        required
        label={
          <Trans
            i18nKey="register.terms"
            components={{
              terms: (
                // biome-ignore lint/a11y/useAnchorContent: <Trans> puts the translated words inside the link (<terms>…</terms>)
                <a href="/terms" target="_blank" rel="noopener" className="font-semibold text-brand-700 underline" />
              ),
            }}
          />
        }
      />

      <Checkbox {...check('adult_confirmed')} required label={t('register.adult_confirmed')} />

      <SubmitButton size="lg" block loading={saving} posts>
        {saving ? t('register.submitting') : t('register.submit')}
      </SubmitButton>
    </PostedForm>
  );
}
