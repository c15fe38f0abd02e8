import type { INestApplication } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { escapeHtml } from '../../common/html.js';
import { LANG_COOKIE, readCookie } from '../../common/http/request-locale.js';
import { pickLocale, translator } from '../../common/i18n/server-i18n.js';
import { isManager } from '../../contracts/roles.js';
import { MaintenanceGate } from '../settings/index.js';
import { extractToken } from './auth.guard.js';
import { SessionsService } from './sessions.service.js';

/** Seconds a client is asked to wait before trying again. */
export const MAINTENANCE_RETRY_AFTER_S = 300;

/**
 * What keeps running during maintenance: the back-office and the ways into it (sign-in, password
 * reset, two-factor setup), the health check, gateway callbacks and the payment simulator (money
 * already on its way must settle), realtime, dev tools, uploads and their resized copies (/media), and
 * files (anything with an extension, Vite's dev modules). /api/admin/* still has its own guards: only staff get past them.
 */
const ALWAYS_OPEN =
  /^\/(admin|login|2fa|password|forgot-password|reset-password-verify|auth|simulator|dev|socket\.io|uploads|media|@[a-z]+|node_modules)(\/|$)|^\/api\/(admin|auth|otp|health|payments\/callback|dev)(\/|$)|\/[^/]*\.[a-z0-9]+$/i;

/**
 * Spec 3 §2 "Maintenance": while on, customer pages answer a short 503 page and the public API a 503
 * JSON error, both with Retry-After. A signed-in manager still sees everything (to check the site
 * before switching it back).
 */
export function maintenanceMiddleware(app: INestApplication) {
  const gate = app.get(MaintenanceGate);
  const sessions = app.get(SessionsService, { strict: false });
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      // a client-side navigation asks for the page's data as a file: it is the page it names
      const path = req.path.replace(/\/index\.pageContext\.json$/, '') || '/';
      if (ALWAYS_OPEN.test(path)) return next();
      // settings that cannot be read are not a maintenance: the route itself says what is wrong
      const state = await gate.state().catch(() => null);
      if (!state?.on) return next();
      const { token } = extractToken(req, sessions.cookieName);
      const auth = token ? await sessions.authenticate(token) : null;
      if (auth && isManager(auth.roles)) return next();
      const locale = pickLocale(readCookie(req.headers.cookie, LANG_COOKIE), undefined);
      const t = translator(locale);
      const message = state.message || t('maintenance.default_message');
      res
        .status(503)
        .setHeader('Retry-After', String(MAINTENANCE_RETRY_AFTER_S))
        .setHeader('Cache-Control', 'no-store');
      // `error_code` as every API error carries it (the pages' api() reads it)
      if (path === '/api' || path.startsWith('/api/'))
        return void res.json({ success: false, message, code: 'maintenance', error_code: 'maintenance' });
      res.type('html').send(maintenancePage(locale, t('maintenance.title'), message, t('maintenance.retry_later')));
    } catch (err) {
      next(err);
    }
  };
}

/** A page of its own (no React, no scripts): it must render whatever state the rest of the site is in. */
function maintenancePage(locale: string, title: string, message: string, retry: string): string {
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.5rem;margin:0 0 1rem}p{line-height:1.6;white-space:pre-line}small{color:#64748b}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><small>${escapeHtml(retry)}</small></main></body></html>`;
}
