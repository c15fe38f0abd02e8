import { escapeHtml } from '../../common/html.js';

/** The call-to-action link of our mails, as a button every mail client shows. */
export function mailButton(href: string, label: string): string {
  return `<p><a href="${escapeHtml(href)}" style="display:inline-block;background:#007a4a;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:700">${escapeHtml(label)}</a></p>`;
}
