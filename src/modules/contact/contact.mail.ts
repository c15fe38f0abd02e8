import type { TFunction } from 'i18next';
import type { ContactInput } from '../../contracts/contact.js';
import type { OutgoingMail } from '../../infra/mail/mail.types.js';
import { escapeHtml } from '../../common/html.js';

/** The message forwarded to the support team; the sender is the Reply-To so that support answers directly. */
export function contactMail(input: ContactInput, to: string, t: TFunction, id: number): OutgoingMail {
  const subjectLabel = t(`contact.subjects.${input.subject}`);
  const rows: [string, string][] = [
    [t('contact.fields.name'), input.name],
    [t('contact.fields.email'), input.email],
    [t('contact.fields.phone'), input.phone || '—'],
    [t('contact.fields.subject'), subjectLabel],
  ];
  const text = [t('contact.mail.intro', { id }), '', ...rows.map(([k, v]) => `${k} : ${v}`), '', input.message].join(
    '\n',
  );
  const html = `<p>${escapeHtml(t('contact.mail.intro', { id }))}</p><table>${rows
    .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('')}</table><p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`;
  return {
    to,
    replyTo: input.email,
    subject: t('contact.mail.subject', { subject: subjectLabel, name: input.name, id }),
    text,
    html,
  };
}
