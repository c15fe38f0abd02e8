import type { Logger } from '@nestjs/common';

export interface JsonAnswer {
  status: number;
  body: unknown;
}

export interface JsonSend {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** extra attempts after a network failure or a 5xx */
  retries: number;
  /** first pause between attempts, doubled each time */
  backoffMs: number;
  timeoutMs: number;
  logger: Logger;
}

/** How a client reaches its service: the API root, the time limit of one attempt, and its retries. */
export interface JsonServiceOptions {
  baseUrl: string;
  timeoutMs: number;
  /** extra attempts after a network failure, a timeout or a 5xx (default 2) */
  retries?: number;
  /** first pause between attempts, doubled each time (default 250 ms) */
  backoffMs?: number;
}

export type JsonService = Required<JsonServiceOptions>;

export function jsonService(o: JsonServiceOptions): JsonService {
  return {
    baseUrl: o.baseUrl.replace(/\/+$/, ''),
    timeoutMs: o.timeoutMs,
    retries: o.retries ?? 2,
    backoffMs: o.backoffMs ?? 250,
  };
}

/** Every attempt failed on the network, by timeout, or with a 5xx: the other side's state is unknown. */
export class HttpUnavailable extends Error {
  constructor(
    readonly status: number | undefined,
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'HttpUnavailable';
  }
}

/**
 * One JSON call to a payment service, retried only where nothing was answered (network, timeout, 5xx).
 * Any other status is the caller's to read. Only method, path and status reach the logs, never
 * headers or bodies, which carry secrets.
 */
export async function sendJson(o: JsonSend): Promise<JsonAnswer> {
  const where = `${o.method} ${new URL(o.url).pathname}`;
  let last: { status?: number; reason: string } = { reason: 'no attempt' };
  for (let attempt = 0; attempt <= o.retries; attempt++) {
    if (attempt > 0) await sleep(o.backoffMs * 2 ** (attempt - 1));
    try {
      const res = await fetch(o.url, {
        method: o.method,
        headers: { accept: 'application/json', ...o.headers },
        body: o.body,
        signal: AbortSignal.timeout(o.timeoutMs),
      });
      const text = await res.text();
      if (res.status >= 500) {
        last = { status: res.status, reason: `HTTP ${res.status}` };
        o.logger.warn(`${where} answered ${res.status} (attempt ${attempt + 1})`);
        continue;
      }
      return { status: res.status, body: parseJson(text) };
    } catch (err) {
      // AbortSignal.timeout rejects with a DOMException, which is not always an Error instance
      const name = (err as { name?: string } | null)?.name;
      const timedOut = name === 'TimeoutError' || name === 'AbortError';
      last = { reason: timedOut ? `timeout after ${o.timeoutMs} ms` : networkReason(err) };
      o.logger.warn(`${where} failed: ${last.reason} (attempt ${attempt + 1})`);
    }
  }
  throw new HttpUnavailable(last.status, `${where}: ${last.reason}`);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text.slice(0, 200) };
  }
}

function networkReason(err: unknown): string {
  const e = err as { cause?: { code?: string }; message?: string } | null;
  return e?.cause?.code ?? e?.message ?? 'network error';
}
