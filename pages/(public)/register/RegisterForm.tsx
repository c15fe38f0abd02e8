import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { useData } from 'vike-react/useData';
import { navigate } from 'vike/client/router';
import { REGISTRABLE_ROLES, registerSchema } from '../../../src/contracts/auth.js';
import { PasswordInput } from '../../../renderer/auth/PasswordInput.js';
import { PhoneInput } from '../../../renderer/auth/PhoneInput.js';
import { fullPhoneNumber, phoneProblem, type PhoneValue } from '../../../renderer/auth/phone.js';
import { REGISTRATION_KEY, type RegistrationInfo } from '../../../renderer/auth/session.js';
import { api, failureOf, serverFieldErrors } from '../../../renderer/lib/api.js';
import { useFormErrors, type FormErrors } from '../../../renderer/lib/use-form-errors.js';
import { firstErrors } from '../../../renderer/lib/zod-errors.js';
import { SubmitButton } from '../../../renderer/ui/button.js';
import { cn } from '../../../renderer/ui/cn.js';
import { Checkbox, Select, TextInput } from '../../../renderer/ui/field.js';
import { toast } from '../../../renderer/ui/toast.js';
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
  const [values, setValues] = useState<Values>({
    role: urlParsed.search.type === 'seller' ? 'Business' : 'Particulier',
    first_name: '',
    last_name: '',
    email: '',
    phone: { iso2: home?.iso2 ?? 'GA', digits: '' },
    country_id: home ? String(home.id) : '',
    password: '',
    password_confirmation: '',
    terms_accepted: false,
  });
  const [sending, setSending] = useState(false);

  const toPayload = (v: Values) => ({
    role: v.role,
    first_name: v.first_name,
    last_name: v.last_name,
    email: v.email,
    phone: fullPhoneNumber(v.phone, countries),
    country_id: v.country_id,
    password: v.password,
    password_confirmation: v.password_confirmation,
    terms_accepted: v.terms_accepted,
  });

  // Every rule at once (spec 1 §5): the shared schema, then the per-country digit count for the phone.
  const validate = (v: Values): FormErrors => {
    const parsed = registerSchema.safeParse(toPayload(v));
    const errs = parsed.success ? {} : firstErrors(parsed.error);
    const phone = phoneProblem(v.phone);
    if (phone) errs.phone = phone;
    return errs;
  };
  const form = useFormErrors<Values>(validate);

  const update = <K extends keyof Values>(key: K, value: Values[K]) => {
    const next = { ...values, [key]: value };
    // Choosing a country also proposes its dial code while no number has been typed.
    if (key === 'country_id' && !values.phone.digits) {
      const country = countries.find((c) => String(c.id) === value);
      if (country) next.phone = { iso2: country.iso2, digits: '' };
    }
    setValues(next);
    form.recheck(key, next);
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const errs = validate(values);
    if (Object.keys(errs).length) return form.fail(errs);
    const body = registerSchema.parse(toPayload(values));
    setSending(true);
    try {
      const res = await api<RegisterResponse>('/auth/register', { body });
      const info: RegistrationInfo = {
        email: body.email,
        first_name: body.first_name,
        verification_sent_to: res.verification_sent_to,
        message: res.message,
      };
      sessionStorage.setItem(REGISTRATION_KEY, JSON.stringify(info));
      await navigate(`/login?registered=true&email=${encodeURIComponent(body.email)}`);
    } catch (err) {
      const failure = failureOf(err);
      const fields = serverFieldErrors(failure);
      if (Object.keys(fields).length) form.fail(fields);
      const message = failure.status === 0 ? t('login.errors.network') : failure.message || t('register.failed_default');
      toast.error(message, { title: t('register.failed_title') });
    } finally {
      setSending(false);
    }
  }

  const err = (key: string) => form.errors[key] && t(form.errors[key]);

  return (
    <form method="post" ref={form.formRef} onSubmit={onSubmit} noValidate className="space-y-5" data-testid="register-form">
      <fieldset>
        <legend className="text-sm font-medium text-neutral-800">{t('register.account_type')}</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {REGISTRABLE_ROLES.map((role) => (
            <label
              key={role}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border p-3',
                values.role === role ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-neutral-300 bg-white hover:bg-neutral-50',
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
          <TextInput name="first_name" label={t('register.first_name')} autoComplete="given-name" required value={values.first_name} error={err('first_name')} onChange={(e) => update('first_name', e.target.value)} />
          <TextInput name="last_name" label={t('register.last_name')} autoComplete="family-name" required value={values.last_name} error={err('last_name')} onChange={(e) => update('last_name', e.target.value)} />
        </div>
        <p className="mt-1 text-sm text-neutral-600">{t('register.names_hint')}</p>
      </div>

      <TextInput
        name="email"
        type="email"
        label={t('register.email')}
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        required
        value={values.email}
        error={err('email')}
        onChange={(e) => update('email', e.target.value)}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <PhoneInput name="phone" label={t('register.phone')} countries={countries} required value={values.phone} error={err('phone')} onChange={(v) => update('phone', v)} />
        <Select
          name="country_id"
          label={t('register.country')}
          required
          value={values.country_id}
          error={err('country_id')}
          placeholder={t('register.choose_country')}
          options={countries.map((c) => ({ value: String(c.id), label: c.name }))}
          onChange={(e) => update('country_id', e.target.value)}
        />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordInput
          name="password"
          label={t('register.password')}
          hint={t('register.password_hint')}
          autoComplete="new-password"
          required
          value={values.password}
          valid={values.password.length >= 8}
          error={err('password')}
          onChange={(e) => update('password', e.target.value)}
        />
        <PasswordInput
          name="password_confirmation"
          label={t('register.password_confirmation')}
          autoComplete="new-password"
          required
          value={values.password_confirmation}
          valid={values.password_confirmation.length >= 8 && values.password_confirmation === values.password}
          error={err('password_confirmation')}
          onChange={(e) => update('password_confirmation', e.target.value)}
        />
      </div>

      <Checkbox
        name="terms_accepted"
        required
        checked={values.terms_accepted}
        error={err('terms_accepted')}
        onChange={(e) => update('terms_accepted', e.target.checked)}
        label={<Trans i18nKey="register.terms" components={{ link: <a href="/terms" target="_blank" rel="noopener" /> }} />}
      />

      <SubmitButton size="lg" block loading={sending}>
        {sending ? t('register.submitting') : t('register.submit')}
      </SubmitButton>
    </form>
  );
}
