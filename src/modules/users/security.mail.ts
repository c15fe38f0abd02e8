import type { TFunction } from 'i18next';
import type { OutgoingMail } from '../../infra/mail/mail.types.js';
import { framedMail, paragraphs } from '../../infra/mail/mail-layout.js';

export type SecurityChange = 'email_changed' | 'phone_changed' | 'two_factor_disabled';

/**
 * Tells the account's (former) address that a sign-in detail changed, so that the owner of a taken-over
 * account hears of it even when the thief moved the e-mail elsewhere.
 */
export function securityChangeMail(
  t: TFunction,
  to: string,
  firstName: string,
  change: SecurityChange,
  params: Record<string, string> = {},
): OutgoingMail {
  const subject = t(`auth.mail.${change}_subject`);
  const lines = [
    t('auth.mail.hello', { name: firstName }),
    t(`auth.mail.${change}_text`, params),
    t('auth.mail.security_not_you'),
  ];
  return framedMail(to, subject, lines, paragraphs(...lines));
}

/** The mails a change of e-mail or phone sends to the former address: one a change, `false` where none. */
export function contactChangeMails(
  t: TFunction,
  formerEmail: string,
  firstName: string,
  changes: { email: string | false; phone: string | false },
): OutgoingMail[] {
  const mails: OutgoingMail[] = [];
  if (changes.email !== false)
    mails.push(securityChangeMail(t, formerEmail, firstName, 'email_changed', { email: changes.email }));
  if (changes.phone !== false)
    mails.push(securityChangeMail(t, formerEmail, firstName, 'phone_changed', { phone: changes.phone }));
  return mails;
}
