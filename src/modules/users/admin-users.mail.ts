import type { TFunction } from 'i18next';
import { escapeHtml } from '../../common/html.js';
import type { OutgoingMail } from '../../infra/mail/mail.types.js';
import { mailButton } from '../../infra/mail/mail-button.js';
import { framedMail, paragraphs } from '../../infra/mail/mail-layout.js';

/** An account an administrator created: its temporary password, to be changed at the first sign-in. */
export function temporaryPasswordMail(
  t: TFunction,
  to: string,
  firstName: string,
  password: string,
  loginUrl: string,
  validHours: number,
): OutgoingMail {
  const subject = t('admin_users.mail.created_subject');
  const lines = [
    t('auth.mail.hello', { name: firstName }),
    t('admin_users.mail.created_text', { email: to }),
    password,
    t('admin_users.mail.created_change', { hours: validHours }),
    loginUrl,
  ];
  return framedMail(
    to,
    subject,
    lines,
    `${paragraphs(lines[0]!, lines[1]!)}
<p style="font-size:20px;font-weight:700;font-family:monospace;letter-spacing:2px">${escapeHtml(password)}</p>${paragraphs(lines[3]!)}
${mailButton(loginUrl, t('admin_users.mail.login_button'))}`,
  );
}
