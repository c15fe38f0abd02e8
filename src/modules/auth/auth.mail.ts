import type { TFunction } from 'i18next';
import { escapeHtml } from '../../common/html.js';
import { mailButton } from '../../infra/mail/mail-button.js';
import type { OutgoingMail } from '../../infra/mail/mail.types.js';

export function layout(title: string, body: string): string {
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#111;background:#f6f7f6;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:24px">
<p style="font-weight:700;font-size:20px;color:#007a4a;margin:0 0 16px">Mbolo</p>
<h1 style="font-size:18px;margin:0 0 12px">${escapeHtml(title)}</h1>${body}
<p style="color:#666;font-size:12px;margin-top:24px">Mbolo SAS, Libreville (Gabon)</p></div></body></html>`;
}

export function verificationMail(t: TFunction, to: string, firstName: string, link: string): OutgoingMail {
  const subject = t('auth.mail.verify_subject');
  const lines = [t('auth.mail.hello', { name: firstName }), t('auth.mail.verify_text'), link, t('auth.mail.verify_expiry'), t('auth.mail.ignore')];
  return {
    to,
    subject,
    text: lines.join('\n\n'),
    html: layout(
      subject,
      `<p>${escapeHtml(lines[0]!)}</p><p>${escapeHtml(lines[1]!)}</p>
${mailButton(link, t('auth.mail.verify_button'))}
<p style="font-size:12px;color:#555;word-break:break-all">${escapeHtml(link)}</p><p>${escapeHtml(lines[3]!)}</p><p>${escapeHtml(lines[4]!)}</p>`,
    ),
  };
}

export function resetCodeMail(t: TFunction, to: string, firstName: string, code: string): OutgoingMail {
  const subject = t('auth.mail.reset_subject');
  const lines = [t('auth.mail.hello', { name: firstName }), t('auth.mail.reset_text'), code, t('auth.mail.reset_expiry'), t('auth.mail.ignore')];
  return {
    to,
    subject,
    text: lines.join('\n\n'),
    html: layout(
      subject,
      `<p>${escapeHtml(lines[0]!)}</p><p>${escapeHtml(lines[1]!)}</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px">${escapeHtml(code)}</p><p>${escapeHtml(lines[3]!)}</p><p>${escapeHtml(lines[4]!)}</p>`,
    ),
  };
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
  return {
    to: owner.email,
    subject,
    text: lines.join('\n\n'),
    html: layout(
      subject,
      `<p>${escapeHtml(lines[0]!)}</p><p>${escapeHtml(lines[1]!)}</p>
${mailButton(login, t('auth.mail.taken_button'))}
<p>${escapeHtml(lines[3]!)}</p><p>${escapeHtml(lines[4]!)}</p>`,
    ),
  };
}
