import type { IncomingHttpHeaders } from 'node:http';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type CsrfVerdict = 'ok' | 'cross_site' | 'missing_header';

export interface CsrfRequest {
  method: string;
  headers: IncomingHttpHeaders;
}

/**
 * Whether an unsafe request may have been forged by another site. A header other sites cannot add
 * (Authorization, X-Requested-With: both need a CORS preflight we never grant) is enough; otherwise
 * a browser names the page that sent it (Origin, Sec-Fetch-Site), and a foreign one is refused even
 * without a session (login CSRF). A request naming no origin at all comes from a non-browser client,
 * except when it carries our session cookie: cookie-authenticated writes always need X-Requested-With.
 */
export function csrfVerdict(
  req: CsrfRequest,
  ownOrigin: string,
  auth: { bearer: boolean; cookieSession: boolean },
): CsrfVerdict {
  if (SAFE_METHODS.has(req.method.toUpperCase())) return 'ok';
  if (auth.bearer || req.headers['x-requested-with']) return 'ok';
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== ownOrigin) return 'cross_site';
  if (origin === undefined && req.headers['sec-fetch-site'] === 'cross-site') return 'cross_site';
  return auth.cookieSession ? 'missing_header' : 'ok';
}

/** `https://mbolo.ga` from APP_URL (`https://mbolo.ga/` or with a path): what browsers send as Origin. */
export function originOf(url: string): string {
  return new URL(url).origin;
}
