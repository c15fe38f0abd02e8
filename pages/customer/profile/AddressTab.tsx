import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { reload } from 'vike/client/router';
import { api, failureOf } from '../../../renderer/lib/api.js';
import { useFormErrors } from '../../../renderer/lib/use-form-errors.js';
import type { SessionUser } from '../../../renderer/types.js';
import { SubmitButton } from '../../../renderer/ui/button.js';
import { Card, CardBody, CardHeader } from '../../../renderer/ui/card.js';
import { TextArea, TextInput } from '../../../renderer/ui/field.js';
import { LockIcon } from './icons.js';
import { toast } from '../../../renderer/ui/toast.js';
import { failureText, profileBody, profileErrors, profileFieldErrors } from './profile-api.js';

interface Values {
  address: string;
  city: string;
  postal_code: string;
}

export function AddressTab({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>({ address: user.address ?? '', city: user.city ?? '', postal_code: user.postal_code ?? '' });
  const [saving, setSaving] = useState(false);
  const form = useFormErrors<Values>(() => ({}));

  const update = (key: keyof Values, value: string) => {
    setValues({ ...values, [key]: value });
    form.setErrors({});
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    // Spec 2 §5: the whole profile is sent, so the names (from the other tab) must be there.
    if (!user.first_name.trim() || !user.last_name.trim()) {
      toast.error(t(!user.first_name.trim() ? 'profile_page.errors.first_name_for_address' : 'profile_page.errors.last_name_for_address'));
      return;
    }
    setSaving(true);
    try {
      const body = profileBody(user, values);
      const errs = profileErrors(body);
      if (Object.keys(errs).length) {
        form.fail(errs);
        toast.error(t(Object.values(errs)[0]!));
        return;
      }
      await api('/user/profile', { method: 'PUT', body });
      toast.success(t('profile_page.address.saved'));
      await reload();
    } catch (err) {
      const failure = failureOf(err);
      const fields = profileFieldErrors(failure, (f) => t(`profile_page.fields.${f}`), t);
      if (Object.keys(fields).length) form.fail(fields);
      toast.error(failureText(failure, t('profile_page.errors.update_failed'), t));
    } finally {
      setSaving(false);
    }
  }

  const err = (key: string) => form.errors[key] && t(form.errors[key]);

  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold">{t('profile_page.address.title')}</h2>
      </CardHeader>
      <CardBody>
        <form method="post" ref={form.formRef} onSubmit={onSubmit} noValidate className="space-y-4" data-testid="address-form">
          <TextArea name="address" rows={2} label={t('profile_page.fields.address')} autoComplete="street-address" value={values.address} error={err('address')} onChange={(e) => update('address', e.target.value)} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput name="city" label={t('profile_page.fields.city')} autoComplete="address-level2" value={values.city} error={err('city')} onChange={(e) => update('city', e.target.value)} />
            <TextInput name="postal_code" label={t('profile_page.fields.postal_code')} autoComplete="postal-code" value={values.postal_code} error={err('postal_code')} onChange={(e) => update('postal_code', e.target.value)} />
          </div>
          <div className="flex flex-col gap-1">
            <span className="text-sm font-medium text-neutral-800">{t('profile_page.fields.country')}</span>
            <p className="flex min-h-11 items-center gap-2 rounded-lg border border-neutral-200 bg-neutral-100 px-3 text-neutral-700" data-testid="country-readonly">
              <LockIcon />
              {user.country?.name ?? '—'}
            </p>
            <p className="text-sm text-neutral-600">{t('profile_page.address.country_locked')}</p>
          </div>
          <SubmitButton loading={saving}>{t('profile_page.save')}</SubmitButton>
        </form>
      </CardBody>
    </Card>
  );
}
