/** The sender of outgoing mail, read at delivery time (the platform's settings may change it at any moment). */
export interface MailSender {
  from(): Promise<Mailbox>;
}

export interface Mailbox {
  name: string;
  address: string;
}

/** Provided by the settings module; without it MailService sends as MAIL_FROM. */
export const MAIL_SENDER = Symbol('MAIL_SENDER');

/** 'Mbolo <no-reply@mbolo.ga>' or 'no-reply@mbolo.ga' → its name and address. */
export function parseMailbox(value: string): Mailbox {
  const m = /^\s*"?([^"<]*?)"?\s*<([^<>\s]+)>\s*$/.exec(value);
  return m ? { name: m[1]!.trim(), address: m[2]! } : { name: '', address: value.trim() };
}
