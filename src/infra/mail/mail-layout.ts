import { escapeHtml } from '../../common/html.js';
import type { OutgoingMail } from './mail.types.js';

/** The frame every e-mail of the platform shares. */
export function layout(title: string, body: string): string {
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#111;background:#f6f7f6;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:24px">
<p style="font-weight:700;font-size:20px;color:#007a4a;margin:0 0 16px">Mbolo</p>
<h1 style="font-size:18px;margin:0 0 12px">${escapeHtml(title)}</h1>${body}
<p style="color:#666;font-size:12px;margin-top:24px">Mbolo SAS, Libreville (Gabon)</p></div></body></html>`;
}

/** Each line as a paragraph of escaped text. */
export function paragraphs(...lines: string[]): string {
  return lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('');
}

/** A mail whose text is its lines apart by blank lines, and whose HTML is `body` in the frame. */
export function framedMail(to: string, subject: string, lines: string[], body: string): OutgoingMail {
  return { to, subject, text: lines.join('\n\n'), html: layout(subject, body) };
}
