import type { TFunction } from 'i18next';
import { escapeHtml } from '../../common/html.js';
import type { OutgoingMail } from '../../infra/mail/mail.types.js';
import { mailButton } from '../../infra/mail/mail-button.js';
import { layout } from '../auth/auth.mail.js';

/** An account an administrator created: its temporary password, to be changed at the first sign-in. */
export function temporaryPasswordMail(t: TFunction, to: string, firstName: string, password: string, loginUrl: string, validHours: number): OutgoingMail {
  const subject = t('admin_users.mail.created_subject');
  const lines = [
    t('auth.mail.hello', { name: firstName }),
    t('admin_users.mail.created_text', { email: to }),
    password,
    t('admin_users.mail.created_change', { hours: validHours }),
    loginUrl,
  ];
  return {
    to,
    subject,
    text: lines.join('\n\n'),
    html: layout(
      subject,
      `<p>${escapeHtml(lines[0]!)}</p><p>${escapeHtml(lines[1]!)}</p>
<p style="font-size:20px;font-weight:700;font-family:monospace;letter-spacing:2px">${escapeHtml(password)}</p><p>${escapeHtml(lines[3]!)}</p>
${mailButton(loginUrl, t('admin_users.mail.login_button'))}`,
    ),
  };
}
