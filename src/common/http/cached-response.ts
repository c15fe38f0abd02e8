import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

/** An answer every anonymous visitor gets alike (a page, a public API read), with its encodings made once, on first demand. */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  etag: string;
  gzip?: Buffer;
  br?: Buffer;
}

export function cachedPage(status: number, headers: [string, string][], body: string): CachedPage {
  const bytes = Buffer.from(body);
  // strong validator of the exact bytes: a browser's revalidation costs a 304 and no body
  const etag = `"${createHash('sha1').update(bytes).digest('base64url')}"`;
  return {
    status,
    headers: headers.filter(([name]) => !/^(content-length|etag|cache-control|vary)$/i.test(name)),
    body: bytes,
    etag,
  };
}

/** Stored by the browser but checked again each time; a shared cache keys them by cookie and language. */
export const ANONYMOUS_CACHE_CONTROL = 'no-cache';
export const ANONYMOUS_VARY = 'Cookie, Authorization, Accept-Language, Accept-Encoding';

/**
 * Sends a stored answer: 304 when the browser holds these bytes, else the smallest encoding it accepts
 * (brotli, then gzip: over 3G the bytes are the wait), compressed once for every later visitor.
 */
export function sendCachedPage(req: Request, res: Response, page: CachedPage, cacheState: 'hit' | 'miss'): void {
  res.status(page.status);
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader('ETag', page.etag);
  res.setHeader('Cache-Control', ANONYMOUS_CACHE_CONTROL);
  res.setHeader('Vary', ANONYMOUS_VARY);
  res.setHeader('X-Cache', cacheState);
  if (req.headers['if-none-match'] === page.etag) return void res.status(304).end();
  const accepted = String(req.headers['accept-encoding'] ?? '');
  let body = page.body;
  if (/\bbr\b/.test(accepted)) {
    body = page.br ??= brotliCompressSync(page.body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: page.body.length },
    });
    res.setHeader('Content-Encoding', 'br');
  } else if (/\bgzip\b/.test(accepted)) {
    body = page.gzip ??= gzipSync(page.body, { level: 6 });
    res.setHeader('Content-Encoding', 'gzip');
  }
  res.setHeader('Content-Length', String(body.length));
  if (req.method === 'HEAD') return void res.end();
  res.end(body);
}
