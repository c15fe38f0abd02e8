import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_SUBJECTS, contactSchema } from '../../../src/contracts/contact.js';
import { api } from '../../../renderer/lib/api.js';
import { firstErrors } from '../../../renderer/lib/zod-errors.js';
import { Button, SubmitButton } from '../../../renderer/ui/button.js';
import { Dialog } from '../../../renderer/ui/dialog.js';
import { Checkbox, Select, TextArea, TextInput } from '../../../renderer/ui/field.js';
import { toast } from '../../../renderer/ui/toast.js';
import { useForm } from '../../../renderer/ui/use-form.js';

type Values = { name: string; email: string; phone: string; subject: string; message: string; agree: boolean };
const EMPTY: Values = { name: '', email: '', phone: '', subject: '', message: '', agree: false };

function toPayload(v: Values) {
  return { ...v, phone: v.phone.trim() || undefined, subject: v.subject || undefined };
}

function validate(v: Values) {
  const parsed = contactSchema.safeParse(toPayload(v));
  return parsed.success ? {} : firstErrors(parsed.error);
}

export function ContactForm() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const { values, setValues, field, check, saving, submit, form } = useForm<Values>(EMPTY, validate);

  const onSubmit = submit({
    send: async () => {
      await api('/contact', { body: contactSchema.parse(toPayload(values)) });
      setValues(EMPTY);
      form.setErrors({});
      setSent(true);
    },
    failed: (failure) => toast.error(failure.message || t('contact.send_failed')),
  });

  return (
    <>
      <form method="post" ref={form.formRef} onSubmit={onSubmit} noValidate className="space-y-4" data-testid="contact-form">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput {...field('name')} label={t('contact.fields.name')} autoComplete="name" required />
          <TextInput {...field('email')} type="email" label={t('contact.fields.email')} autoComplete="email" required />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput {...field('phone')} type="tel" label={t('contact.fields.phone')} hint={t('ui.optional')} autoComplete="tel" inputMode="tel" />
          <Select {...field('subject')} label={t('contact.fields.subject')} required>
            <option value="">{t('contact.choose_subject')}</option>
            {CONTACT_SUBJECTS.map((s) => (
              <option key={s} value={s}>
                {t(`contact.subjects.${s}`)}
              </option>
            ))}
          </Select>
        </div>
        <TextArea {...field('message')} label={t('contact.fields.message')} required rows={6} />
        <Checkbox {...check('agree')} label={t('contact.fields.agree')} required />
        <SubmitButton loading={saving} size="lg" className="w-full sm:w-auto">
          {saving ? t('contact.sending') : t('contact.submit')}
        </SubmitButton>
      </form>
      <Dialog open={sent} onOpenChange={setSent} title={t('contact.success_title')} description={t('contact.success_text')}>
        <div className="mt-6 flex justify-end">
          <Button onClick={() => setSent(false)}>{t('ui.close')}</Button>
        </div>
      </Dialog>
    </>
  );
}
