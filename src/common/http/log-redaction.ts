import { randomUUID } from 'node:crypto';
import type { Request } from 'express';

/**
 * What our request logs may say about a request. Logs end up in places with wider access than the
 * database (files, log shippers), so a secret that reached a URL, a header or a route parameter must
 * not be copied there: URLs are logged without their query string, and the values of sensitive
 * names are replaced wherever they appear.
 */
export const REDACTED = '[Redacted]';

/** Names whose values are secrets, whatever their case, alone or as a suffix (`new_password`, `x-payment-token`). */
const SECRET_NAME =
  /(^|[_-])(password|code|otp|token|two_factor_token|access_token|refresh_token|secret|pin|authorization|cookie)$/i;

/** Paths that carry a secret as a segment: kept only up to it (old e-mail links). */
const SECRET_PATHS: RegExp[] = [/^(\/api\/auth\/verify-email\/)[^/]+/];

export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name);
}

/** The path alone: no query string, no fragment, and secret path segments replaced. */
export function loggablePath(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  let path = url.split(/[?#]/, 1)[0] ?? '';
  for (const pattern of SECRET_PATHS) path = path.replace(pattern, `$1${REDACTED}`);
  return path;
}

/** A shallow copy of a name → value record with the secret values replaced. */
export function redactRecord<T>(record: Record<string, T> | undefined): Record<string, T | string> | undefined {
  if (!record || typeof record !== 'object') return record;
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, isSecretName(k) ? REDACTED : v]));
}

/**
 * The headers a log line keeps: what tells who asked and what was answered. Any other (cookies, tokens,
 * whatever a client or a proxy adds) is never written, whatever its name; and the lines stay short (the
 * security headers of every response were most of each line).
 */
const LOGGED_REQUEST_HEADERS = ['host', 'user-agent', 'referer', 'content-type', 'content-length', 'x-forwarded-for'];
const LOGGED_RESPONSE_HEADERS = ['content-type', 'content-length', 'location', 'retry-after', 'cache-control'];

/** Headers holding an address: written without its query string or fragment (a redirect's one-time token, an e-mail). */
const ADDRESS_HEADERS = new Set(['referer', 'location']);

function pick(headers: Record<string, unknown> | undefined, names: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!headers) return out;
  for (const name of names) {
    const value = headers[name];
    if (value === undefined) continue;
    out[name] = ADDRESS_HEADERS.has(name) && typeof value === 'string' ? loggablePath(value) : value;
  }
  return out;
}

interface SerializedRequest {
  url?: string;
  query?: Record<string, unknown>;
  params?: Record<string, unknown>;
  headers?: Record<string, unknown>;
  [key: string]: unknown;
}

/** pino-http's request serializer (it receives pino's standard form of the request). */
export function serializeRequestForLog(req: SerializedRequest): SerializedRequest {
  const { query: _query, ...rest } = req;
  return {
    ...rest,
    url: loggablePath(req.url),
    params: redactRecord(req.params),
    headers: pick(req.headers, LOGGED_REQUEST_HEADERS),
  };
}

/** pino-http's response serializer (pino's standard form of the response: status and headers). */
export function serializeResponseForLog(res: { statusCode?: number; headers?: Record<string, unknown> }) {
  return { statusCode: res.statusCode, headers: pick(res.headers, LOGGED_RESPONSE_HEADERS) };
}

/**
 * A request's id: random, so that ids from several instances or restarts never collide in the audit log
 * and the request log they are matched against; sent back as X-Request-Id for support requests.
 */
export function newRequestId(_req: unknown, res: { setHeader(name: string, value: string): unknown }): string {
  const id = randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

/**
 * pino-http's options for the application's request log (shared with the test that reads its output):
 * each response is one record with the request id (`req.id`), the signed-in user (`userId`) and `responseTime` in ms.
 */
export function requestLogOptions(level: string) {
  return {
    level,
    autoLogging: { ignore: (req: { url?: string }) => req.url === '/api/health' || !!req.url?.startsWith('/assets/') },
    serializers: { req: serializeRequestForLog, res: serializeResponseForLog },
    genReqId: newRequestId,
    // asked again once the response is sent, when the guard has put the signed-in user on the request
    customProps: (req: object) => {
      const userId = (req as Request).auth?.account.id;
      return userId === undefined ? {} : { userId };
    },
  };
}
