import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_SUBJECTS, contactSchema } from '../../../src/contracts/contact.js';
import { ApiError, api } from '../../../renderer/lib/api.js';
import { firstErrors } from '../../../renderer/lib/zod-errors.js';
import { Button, SubmitButton } from '../../../renderer/ui/button.js';
import { Dialog } from '../../../renderer/ui/dialog.js';
import { Checkbox, Select, TextArea, TextInput } from '../../../renderer/ui/field.js';
import { toast } from '../../../renderer/ui/toast.js';

type Values = { name: string; email: string; phone: string; subject: string; message: string; agree: boolean };
const EMPTY: Values = { name: '', email: '', phone: '', subject: '', message: '', agree: false };

function toPayload(v: Values) {
  return { ...v, phone: v.phone.trim() || undefined, subject: v.subject || undefined };
}

export function ContactForm() {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const timers = useRef<Record<string, ReturnType<typeof setTimeout>>>({});

  // Errors clear as the user corrects a field (debounced, like the other forms).
  const update = <K extends keyof Values>(key: K, value: Values[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (!errors[key]) return;
    clearTimeout(timers.current[key]);
    timers.current[key] = setTimeout(() => {
      const parsed = contactSchema.safeParse(toPayload(next));
      const fieldError = parsed.success ? undefined : firstErrors(parsed.error)[key];
      setErrors((e) => {
        const { [key]: _gone, ...rest } = e;
        return fieldError ? { ...rest, [key]: fieldError } : rest;
      });
    }, 300);
  };

  const focusFirstError = (errs: Record<string, string>) => {
    const first = Object.keys(errs)[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = contactSchema.safeParse(toPayload(values));
    if (!parsed.success) {
      const errs = firstErrors(parsed.error);
      setErrors(errs);
      focusFirstError(errs);
      return;
    }
    setSending(true);
    try {
      await api('/contact', { body: parsed.data });
      setValues(EMPTY);
      setErrors({});
      setSent(true);
    } catch (err) {
      const failure = err instanceof ApiError ? err.failure : undefined;
      if (failure?.errors) {
        const errs = Object.fromEntries(Object.entries(failure.errors).map(([k, v]) => [k, v[0] ?? '']));
        setErrors(errs);
        focusFirstError(errs);
      }
      toast.error(failure?.message || t('contact.send_failed'));
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <form method="post" ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4" data-testid="contact-form">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            name="name"
            label={t('contact.fields.name')}
            autoComplete="name"
            required
            value={values.name}
            error={errors.name && t(errors.name)}
            onChange={(e) => update('name', e.target.value)}
          />
          <TextInput
            name="email"
            type="email"
            label={t('contact.fields.email')}
            autoComplete="email"
            required
            value={values.email}
            error={errors.email && t(errors.email)}
            onChange={(e) => update('email', e.target.value)}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            name="phone"
            type="tel"
            label={t('contact.fields.phone')}
            hint={t('ui.optional')}
            autoComplete="tel"
            inputMode="tel"
            value={values.phone}
            error={errors.phone && t(errors.phone)}
            onChange={(e) => update('phone', e.target.value)}
          />
          <Select
            name="subject"
            label={t('contact.fields.subject')}
            required
            value={values.subject}
            error={errors.subject && t(errors.subject)}
            onChange={(e) => update('subject', e.target.value)}
          >
            <option value="">{t('contact.choose_subject')}</option>
            {CONTACT_SUBJECTS.map((s) => (
              <option key={s} value={s}>
                {t(`contact.subjects.${s}`)}
              </option>
            ))}
          </Select>
        </div>
        <TextArea
          name="message"
          label={t('contact.fields.message')}
          required
          rows={6}
          value={values.message}
          error={errors.message && t(errors.message)}
          onChange={(e) => update('message', e.target.value)}
        />
        <Checkbox
          name="agree"
          label={t('contact.fields.agree')}
          required
          checked={values.agree}
          error={errors.agree && t(errors.agree)}
          onChange={(e) => update('agree', e.target.checked)}
        />
        <SubmitButton loading={sending} size="lg" className="w-full sm:w-auto">
          {sending ? t('contact.sending') : t('contact.submit')}
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
