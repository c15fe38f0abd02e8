import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import type { NextFunction, Request, Response } from 'express';

/**
 * A form posted without JavaScript is sent on to the same API endpoint the page's script calls, over
 * loopback, so that validation, limits, transactions, audit and messages have one implementation. The
 * relayed request proves it comes from this process (a secret made at start, never sent anywhere else)
 * and carries the browser's address, which rate limits and sessions then see instead of loopback.
 */
const RELAY_SECRET = randomBytes(32).toString('base64url');
const RELAY_HEADER = 'x-mbolo-relay';
const RELAY_IP_HEADER = 'x-mbolo-relay-ip';
const FORWARDED = ['cookie', 'user-agent', 'accept-language'] as const;
const RELAY_TIMEOUT_MS = 30_000;

export interface RelayCall {
  method?: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path under the site, e.g. /api/auth/login. */
  url: string;
  body?: unknown;
}

export interface RelayAnswer {
  status: number;
  body: unknown;
  setCookies: string[];
}

const isLoopback = (address: string | undefined) => !!address && /^(127\.|::1$|::ffff:127\.)/.test(address);

/** Express middleware: a relayed request keeps the browser's address; anyone else's relay headers are dropped. */
export function relayedClientAddress(req: Request, _res: Response, next: NextFunction): void {
  const secret = req.headers[RELAY_HEADER];
  const ip = req.headers[RELAY_IP_HEADER];
  delete req.headers[RELAY_HEADER];
  delete req.headers[RELAY_IP_HEADER];
  if (secret === RELAY_SECRET && isLoopback(req.socket.remoteAddress) && typeof ip === 'string') {
    Object.defineProperty(req, 'ip', { value: isIP(ip) ? ip : undefined, configurable: true });
  }
  next();
}

/** Calls this very server's API for the browser that posted `req`. */
export async function relay(req: Request, call: RelayCall, ownOrigin: string): Promise<RelayAnswer> {
  const host = req.socket.localAddress ?? '127.0.0.1';
  const base = `http://${host.includes(':') ? `[${host}]` : host}:${req.socket.localPort}`;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
    'x-requested-with': 'XMLHttpRequest',
    origin: ownOrigin,
    [RELAY_HEADER]: RELAY_SECRET,
  };
  if (req.ip) headers[RELAY_IP_HEADER] = req.ip;
  for (const name of FORWARDED) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const res = await fetch(base + call.url, {
    method: call.method ?? 'POST',
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
    redirect: 'manual',
    signal: AbortSignal.timeout(RELAY_TIMEOUT_MS),
  });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return { status: res.status, body, setCookies: res.headers.getSetCookie() };
}
