import type { Request } from 'express';
import { pickLocale, type Locale } from '../i18n/server-i18n.js';

export const LANG_COOKIE = 'lang';

/** The named cookie's value; a value that is not valid percent-encoding counts as no cookie at all. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function requestLocale(req: Pick<Request, 'headers'>): Locale {
  return pickLocale(readCookie(req.headers.cookie, LANG_COOKIE), req.headers['accept-language']);
}
