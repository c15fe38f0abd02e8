import type { TFunction } from 'i18next';
import { escapeHtml } from '../../common/html.js';
import { mailButton } from '../../infra/mail/mail-button.js';
import { framedMail, paragraphs } from '../../infra/mail/mail-layout.js';
import type { OutgoingMail } from '../../infra/mail/mail.types.js';

/**
 * A mail carrying a link or a code: greeting, text, the link or code (`shown`, its HTML form), how
 * long it is valid, and what to do if the reader asked for nothing.
 */
function oneTimeMail(
  t: TFunction,
  to: string,
  firstName: string,
  keys: { subject: string; text: string; expiry: string },
  value: string,
  shown: string,
): OutgoingMail {
  const lines = [t('auth.mail.hello', { name: firstName }), t(keys.text), value, t(keys.expiry), t('auth.mail.ignore')];
  return framedMail(
    to,
    t(keys.subject),
    lines,
    `${paragraphs(lines[0]!, lines[1]!)}\n${shown}${paragraphs(lines[3]!, lines[4]!)}`,
  );
}

export function verificationMail(t: TFunction, to: string, firstName: string, link: string): OutgoingMail {
  const keys = {
    subject: 'auth.mail.verify_subject',
    text: 'auth.mail.verify_text',
    expiry: 'auth.mail.verify_expiry',
  };
  const shown = `${mailButton(link, t('auth.mail.verify_button'))}
<p style="font-size:12px;color:#555;word-break:break-all">${escapeHtml(link)}</p>`;
  return oneTimeMail(t, to, firstName, keys, link, shown);
}

export function resetCodeMail(t: TFunction, to: string, firstName: string, code: string): OutgoingMail {
  const keys = { subject: 'auth.mail.reset_subject', text: 'auth.mail.reset_text', expiry: 'auth.mail.reset_expiry' };
  const shown = `<p style="font-size:28px;font-weight:700;letter-spacing:6px">${escapeHtml(code)}</p>`;
  return oneTimeMail(t, to, firstName, keys, code, shown);
}

export function resetCodeSms(t: TFunction, code: string): string {
  return t('auth.sms.reset', { code });
}

/** Tells an account's owner that someone tried to sign up with their address or number (nothing was created). */
export function registrationAttemptMail(
  t: TFunction,
  owner: { email: string; firstName: string; phone?: string | null },
  taken: 'email' | 'phone',
  appUrl: string,
): OutgoingMail {
  const subject = t('auth.mail.taken_subject');
  const login = `${appUrl}/login`;
  const reset = `${appUrl}/forgot-password`;
  const lines = [
    t('auth.mail.hello', { name: owner.firstName }),
    taken === 'email' ? t('auth.mail.taken_email_text') : t('auth.mail.taken_phone_text', { phone: owner.phone ?? '' }),
    t('auth.mail.taken_login', { link: login }),
    t('auth.mail.taken_reset', { link: reset }),
    t('auth.mail.taken_ignore'),
  ];
  return framedMail(
    owner.email,
    subject,
    lines,
    `${paragraphs(lines[0]!, lines[1]!)}
${mailButton(login, t('auth.mail.taken_button'))}
${paragraphs(lines[3]!, lines[4]!)}`,
  );
}
