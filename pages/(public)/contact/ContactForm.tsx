import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { CONTACT_SUBJECTS, contactSchema } from '../../../src/contracts/contact.js';
import { api } from '../../../renderer/lib/api.js';
import { firstErrors } from '../../../renderer/lib/zod-errors.js';
import { ErrorBox } from '../../../renderer/ui/error-box.js';
import { PostedForm, usePostedForm } from '../../../renderer/ui/server-form.js';
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
  // without JavaScript: a refusal shows the page again with what the server said, a success comes back as ?sent=1
  const posted = usePostedForm('contact');
  const sentWithoutJs = usePageContext().urlParsed.search.sent === '1';
  const { values, setValues, field, check, saving, submit, form } = useForm<Values>(EMPTY, validate, undefined, posted);

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
      {sentWithoutJs && (
        <div
          role="status"
          className="mb-4 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900"
          data-testid="contact-sent"
        >
          <p className="font-semibold">{t('contact.success_title')}</p>
          <p className="mt-1">{t('contact.success_text')}</p>
        </div>
      )}
      <PostedForm form={form} name="contact" onSubmit={onSubmit} testId="contact-form">
        {posted?.message && <ErrorBox title={t(posted.message)} />}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput {...field('name')} label={t('contact.fields.name')} autoComplete="name" required />
          <TextInput {...field('email')} type="email" label={t('contact.fields.email')} autoComplete="email" required />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            {...field('phone')}
            type="tel"
            label={t('contact.fields.phone')}
            hint={t('ui.optional')}
            autoComplete="tel"
            inputMode="tel"
          />
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
        <SubmitButton posts loading={saving} size="lg" className="w-full sm:w-auto">
          {saving ? t('contact.sending') : t('contact.submit')}
        </SubmitButton>
      </PostedForm>
      <Dialog
        open={sent}
        onOpenChange={setSent}
        title={t('contact.success_title')}
        description={t('contact.success_text')}
      >
        <div className="mt-6 flex justify-end">
          <Button onClick={() => setSent(false)}>{t('ui.close')}</Button>
        </div>
      </Dialog>
    </>
  );
}
