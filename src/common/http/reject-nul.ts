import type { NextFunction, Request, Response } from 'express';

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || holdsNul(v, depth + 1));
}

/**
 * PostgreSQL text cannot hold U+0000 (the query fails at the protocol level), and no form of ours
 * sends it: a request carrying one in its query or parsed body is refused before any handler runs.
 */
export function rejectNul(onBad: (req: Request, res: Response) => void) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (holdsNul(req.query) || holdsNul(req.body) || req.path.includes('\u0000')) return onBad(req, res);
    next();
  };
}
