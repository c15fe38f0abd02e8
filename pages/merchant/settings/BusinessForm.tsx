import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { businessProfileSchema, type MerchantProfileView } from '../../../src/contracts/merchant.js';
import { api, failureOf, serverFieldErrors } from '../../../renderer/lib/api.js';
import { useFormErrors } from '../../../renderer/lib/use-form-errors.js';
import { firstErrors } from '../../../renderer/lib/zod-errors.js';
import { SubmitButton } from '../../../renderer/ui/button.js';
import { Card, CardBody, CardHeader } from '../../../renderer/ui/card.js';
import { TextArea, TextInput } from '../../../renderer/ui/field.js';
import { toast } from '../../../renderer/ui/toast.js';
import type { One } from '../components/merchant-api.js';

type Values = Record<'company_name' | 'business_email' | 'description' | 'city' | 'address', string>;

const validate = (v: Values) => {
  const parsed = businessProfileSchema.safeParse(v);
  return parsed.success ? {} : firstErrors(parsed.error);
};

/** Company name (shown to buyers instead of the seller's name), business e-mail, description, city, address. */
export function BusinessForm({ profile }: { profile: MerchantProfileView }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>({
    company_name: profile.company_name ?? '',
    business_email: profile.business_email ?? '',
    description: profile.description ?? '',
    city: profile.city ?? '',
    address: profile.address ?? '',
  });
  const [saving, setSaving] = useState(false);
  const form = useFormErrors<Values>(validate);
  const update = (key: keyof Values, value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    form.recheck(key, next);
  };
  const err = (k: keyof Values) => (form.errors[k] ? t(form.errors[k]) : undefined);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const errs = validate(values);
    if (Object.keys(errs).length) return form.fail(errs);
    setSaving(true);
    try {
      const res = await api<One<MerchantProfileView>>('/merchant/settings/business', { method: 'PUT', body: values });
      toast.success(res.message || t('merchant.settings.saved'));
    } catch (err) {
      const failure = failureOf(err);
      const fields = serverFieldErrors(failure);
      if (Object.keys(fields).length) form.fail(fields);
      toast.error(failure.message || t('merchant.settings.save_failed'));
    } finally {
      setSaving(false);
    }
  }

  const field = (k: keyof Values, extra: Partial<Parameters<typeof TextInput>[0]> = {}) => (
    <TextInput
      name={k}
      label={t(`merchant.settings.fields.${k}`)}
      value={values[k]}
      error={err(k)}
      onChange={(e) => update(k, e.target.value)}
      onBlur={() => form.recheck(k, values)}
      {...extra}
    />
  );

  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold">{t('merchant.settings.business_title')}</h2>
        <p className="text-sm text-neutral-600">
          {t('merchant.settings.business_intro', { name: profile.display_name })}
        </p>
      </CardHeader>
      <CardBody>
        <form
          method="post"
          ref={form.formRef}
          onSubmit={(e) => void submit(e)}
          noValidate
          className="space-y-4"
          data-testid="business-form"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            {field('company_name', { required: true, autoComplete: 'organization' })}
            {field('business_email', { type: 'email', autoComplete: 'email' })}
            {field('city', { autoComplete: 'address-level2' })}
            {field('address', { autoComplete: 'street-address' })}
          </div>
          <TextArea
            name="description"
            label={t('merchant.settings.fields.description')}
            rows={4}
            value={values.description}
            error={err('description')}
            onChange={(e) => update('description', e.target.value)}
          />
          <SubmitButton loading={saving}>{t('merchant.settings.save')}</SubmitButton>
        </form>
      </CardBody>
    </Card>
  );
}
