import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { NextFunction, Request, Response } from 'express';

/** The two files an installable site needs at fixed addresses, with the headers browsers ask of them. */
const PWA_FILES: Record<string, { file: string; headers: Record<string, string> }> = {
  '/sw.js': {
    file: 'sw.js',
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      // the worker controls the whole site, and every visit checks for a new version
      'Service-Worker-Allowed': '/',
      'Cache-Control': 'no-cache',
    },
  },
  '/manifest.webmanifest': {
    file: 'manifest.webmanifest',
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'no-cache' },
  },
};

/**
 * Serves /sw.js and /manifest.webmanifest from `dir` (dist/client after a build, public/ otherwise),
 * ahead of the static files and of Vite's middleware, which would send them with other headers.
 */
export function pwaAssets(dir: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    const entry = PWA_FILES[req.path];
    if (!entry || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    readFile(resolve(dir, entry.file)).then(
      (body) => {
        for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
        // a small text file: sent whole, with a validator so a repeat visit costs a 304
        res.send(body);
      },
      () => next(),
    );
  };
}
