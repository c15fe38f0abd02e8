import type { TFunction } from 'i18next';
import { escapeHtml } from '../../common/html.js';
import type { OutgoingMail } from '../../infra/mail/mail.types.js';
import { layout } from './auth.mail.js';

export type SecurityChange = 'email_changed' | 'phone_changed' | 'two_factor_disabled';

/**
 * Tells the account's (former) address that a sign-in detail changed, so that the owner of a taken-over
 * account hears of it even when the thief moved the e-mail elsewhere.
 */
export function securityChangeMail(t: TFunction, to: string, firstName: string, change: SecurityChange, params: Record<string, string> = {}): OutgoingMail {
  const subject = t(`auth.mail.${change}_subject`);
  const lines = [t('auth.mail.hello', { name: firstName }), t(`auth.mail.${change}_text`, params), t('auth.mail.security_not_you')];
  return {
    to,
    subject,
    text: lines.join('\n\n'),
    html: layout(subject, lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')),
  };
}
