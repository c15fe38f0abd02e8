import { escapeHtml } from '../../common/html.js';
import { mailButton } from '../../infra/mail/mail-button.js';
import { formatDateTime } from '../../common/format/dates.js';
import { formatFCFA } from '../../common/format/money.js';
import { DEFAULT_LOCALE, LOCALES, translator, type Locale } from '../../common/i18n/server-i18n.js';
import { notificationTarget } from '../../contracts/notifications.js';
import type { OutgoingMail } from '../../infra/mail/mail.types.js';
import { sanitizeNotificationHtml } from './notification-html.js';
import type { NotificationDraft } from './notification-drafts.js';

export interface RenderedNotification {
  /** sanitised HTML */
  title: string;
  /** sanitised HTML */
  message: string;
  /** plain text copies for e-mail and SMS */
  plainTitle: string;
  plainMessage: string;
  /** absolute link for e-mail and SMS */
  link: string;
}

/** A user's language: `preferences.language` (or `locale`) when it is one we speak, else French. */
export function userLocale(preferences: unknown): Locale {
  const p = preferences && typeof preferences === 'object' ? (preferences as Record<string, unknown>) : {};
  const value = typeof p.language === 'string' ? p.language : typeof p.locale === 'string' ? p.locale : '';
  return (LOCALES as readonly string[]).includes(value) ? (value as Locale) : DEFAULT_LOCALE;
}

export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .trim();
}

function values(draft: NotificationDraft, locale: Locale, html: boolean): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(draft.params)) {
    let value: string | number = v;
    if (draft.money?.includes(k)) value = formatFCFA(Number(v));
    else if (draft.dates?.includes(k)) value = formatDateTime(String(v), locale);
    // values come from users (product names…): escaped before they meet the template's markup
    out[k] = html && typeof value === 'string' ? escapeHtml(value) : value;
  }
  // i18next picks the plural form from `count`; keep it numeric
  if (typeof draft.params.count === 'number') out.count = draft.params.count;
  return out;
}

export function renderNotification(
  draft: NotificationDraft,
  locale: Locale,
  appUrl: string,
  sanitize = sanitizeNotificationHtml,
): RenderedNotification {
  const t = translator(locale);
  const base = `notifications.messages.${draft.key}`;
  const title = sanitize(draft.raw?.title ?? t(`${base}.title`, values(draft, locale, true)));
  const message = sanitize(draft.raw?.message ?? t(`${base}.message`, values(draft, locale, true)));
  const target = notificationTarget({ type: draft.type, data: draft.data }) ?? '/notifications';
  return {
    title,
    message,
    plainTitle: htmlToText(title),
    plainMessage: htmlToText(message),
    link: `${appUrl.replace(/\/$/, '')}${target}`,
  };
}

export function notificationMail(locale: Locale, to: string, firstName: string, n: RenderedNotification): OutgoingMail {
  const t = translator(locale);
  const hello = t('notifications.mail.hello', { name: firstName });
  const button = t('notifications.mail.open');
  const footer = t('notifications.mail.footer');
  return {
    to,
    subject: n.plainTitle,
    text: [hello, n.plainMessage, `${button} : ${n.link}`, footer].join('\n\n'),
    html: `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#111;background:#f6f7f6;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:24px">
<p style="font-weight:700;font-size:20px;color:#007a4a;margin:0 0 16px">Mbolo</p>
<h1 style="font-size:18px;margin:0 0 12px">${n.title}</h1>
<p>${escapeHtml(hello)}</p><p>${n.message}</p>
${mailButton(n.link, button)}
<p style="color:#666;font-size:12px;margin-top:24px">${escapeHtml(footer)}<br>Mbolo SAS, Libreville (Gabon)</p></div></body></html>`,
  };
}

export function notificationSms(locale: Locale, n: RenderedNotification): string {
  return translator(locale)('notifications.sms.template', {
    title: n.plainTitle,
    message: n.plainMessage,
    link: n.link,
  }).slice(0, 480);
}
