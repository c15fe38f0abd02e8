import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { QuietFrameworkLogger } from './common/quiet-framework-logger.js';
import { AppModule } from './app.module.js';
import { toErrorBody } from './common/errors/all-exceptions.filter.js';
import type { AppConfig } from './config/config.js';
import { UPLOADS_URL_PREFIX, uploadsRoot } from './infra/storage/storage.service.js';
import { setupOpenApi } from './openapi.js';
import { createSsrHandler } from './ssr/ssr-handler.js';
import { pwaAssets } from './ssr/pwa-assets.js';
import { publicAnswersFastPath, PublicAnswers } from './common/http/public-cache.js';
import { MaintenanceGate } from './modules/settings/index.js';
import { contentSecurityPolicy } from './ssr/csp.js';
import { rejectNul } from './common/http/reject-nul.js';
import { DomainError } from './common/errors/domain-error.js';
import { answerClientErrors } from './common/http/client-errors.js';
import { relayedClientAddress } from './ssr/forms/form-relay.js';
import { maintenanceMiddleware } from './modules/auth/index.js';
import { PAGES_OPENER_POLICY, popupOpenerPolicy } from './modules/auth/index.js';

/** Builds the whole HTTP application (not yet listening): shared by the server (start.ts), the CLI and the tests. */
export async function createApp(config: AppConfig, databaseUrl: string): Promise<NestExpressApplication> {
  // case-sensitive routing: `/API/Admin/...` must not reach the `/api/admin/...` handlers under another
  // spelling (it skipped the audit log). Set on the Express app before the adapter creates its router,
  // which reads the setting once (express 5 application.js; Nest's getRouteMatchingOptions follows it).
  const adapter = new ExpressAdapter(express().enable('case sensitive routing'));
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, databaseUrl), adapter, {
    bufferLogs: true,
    bodyParser: false,
    abortOnError: false,
  });
  // biome-ignore lint/correctness/useHookAtTopLevel: NestJS's app.useLogger(), not a React hook
  app.useLogger(new QuietFrameworkLogger(app.get(Logger)));
  answerClientErrors(app.getHttpServer());
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  // behind a reverse proxy every client would otherwise share the proxy's IP (and its rate limits)
  app.set('trust proxy', config.trustProxy);
  app.use((req: Request, _res: Response, next: NextFunction) => {
    // a forwarded "address" is whatever the header said: keep only real ones (limits, sessions, logs)
    if (req.ip !== undefined && !isIP(req.ip))
      Object.defineProperty(req, 'ip', { value: undefined, configurable: true });
    next();
  });
  // a form posted without JavaScript reaches the API through this process: it keeps the browser's address
  app.use(relayedClientAddress);

  app.use(
    helmet({
      contentSecurityPolicy: contentSecurityPolicy(config),
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: { policy: PAGES_OPENER_POLICY },
      // nothing leaves for other sites, while our own forms still name their origin (with no-referrer a
      // browser sends `Origin: null` even to us, and the forms' forgery check must refuse that)
      referrerPolicy: { policy: 'same-origin' },
    }),
  );
  app.use(popupOpenerPolicy);
  // kept public API answers leave here, already compressed, before parsing, routing and logging
  // (not during maintenance: the gate below answers then)
  const gate = app.get(MaintenanceGate);
  app.use(publicAnswersFastPath(app.get(PublicAnswers), async () => !(await gate.state().catch(() => null))?.on));
  app.use(compression());
  app.use(express.json({ limit: config.bodyLimit }));
  app.use(express.urlencoded({ extended: false, limit: config.bodyLimit }));
  app.use((err: unknown, req: Request, res: Response, next: NextFunction) => {
    // body-parser failures (malformed JSON, oversize body) never reach Nest's filters
    if (res.headersSent) return next(err);
    const { status, body } = toErrorBody(err, req);
    res.status(status).json(body);
  });
  app.use(
    rejectNul((req, res) => {
      const { body } = toErrorBody(new DomainError(400, 'errors.bad_request', { code: 'bad_request' }), req);
      res.status(400).json(body);
    }),
  );

  // the service worker and the web app manifest, with their own headers (the build copies public/ to dist/client)
  const root = process.env.APP_ROOT ?? process.cwd();
  app.use(pwaAssets(resolve(root, config.ssr === 'prod' ? 'dist/client' : 'public')));
  if (config.ssr === 'prod') {
    const client = resolve(root, 'dist/client');
    app.use('/assets', express.static(resolve(client, 'assets'), { immutable: true, maxAge: '1y', index: false }));
    // only a path naming a file can be one (favicon.svg, robots.txt): pages skip the disk look-up
    const files = express.static(client, { index: false, maxAge: '1h' });
    app.use((req: Request, res: Response, next: NextFunction) =>
      /\.[a-z0-9]+$/i.test(req.path) ? files(req, res, next) : next(),
    );
  }
  // user uploads (avatars), read-only; a missing file falls through to the JSON 404 (never to a page)
  app.use(
    UPLOADS_URL_PREFIX,
    express.static(uploadsRoot(config), { index: false, dotfiles: 'deny', redirect: false, maxAge: '1d' }),
  );
  // before the API's routes (registered at init) and the pages
  app.use(maintenanceMiddleware(app));
  setupOpenApi(app);
  if (config.ssr !== 'off') app.use(await createSsrHandler(app, config));
  return app;
}
