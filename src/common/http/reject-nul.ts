import type { NextFunction, Request, Response } from 'express';

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || holdsNul(v, depth + 1));
}

/**
 * The router decodes path parameters itself, after this middleware: `req.path` still holds `%00`
 * (and `%2500` only decodes to the harmless text "%00"), so the raw URL is what must be looked at.
 */
const ENCODED_NUL = /%00/;

/**
 * PostgreSQL text cannot hold U+0000 (the query fails at the protocol level), and no form of ours
 * sends it: a request carrying one in its path, query or parsed body is refused before any handler runs.
 */
export function rejectNul(onBad: (req: Request, res: Response) => void) {
  return (req: Request, res: Response, next: NextFunction) => {
    const url = req.originalUrl ?? req.url;
    if (ENCODED_NUL.test(url) || url.includes('\u0000') || holdsNul(req.query) || holdsNul(req.body))
      return onBad(req, res);
    next();
  };
}
