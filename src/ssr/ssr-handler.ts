import { scriptsAfterLoad } from './scripts-after-load.js';
import { resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { MikroORM } from '@mikro-orm/postgresql';
import { RequestContext } from '@mikro-orm/core';
import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../config/config.js';
import { LANG_COOKIE, readCookie } from '../common/http/request-locale.js';
import { pickLocale, type Locale } from '../common/i18n/server-i18n.js';
import { ShutdownRegistry } from '../common/shutdown.js';
import { quietViteLogger } from '../common/quiet-framework-logger.js';
import { collectPageServices } from './page-services.js';
import { samePageUrl } from './same-page-url.js';
import { FORM_ACTIONS } from './forms/actions/index.js';
import { findFormAction, handleFormPost } from './forms/form-post.js';
import { FormTokens } from './forms/form-token.js';
import type { FormResult } from '../contracts/form-result.js';
import { originOf } from '../modules/auth/index.js';
import { GrantsService } from '../modules/access/index.js';
import type { AuthContext } from '../modules/auth/index.js';
import { extractToken } from '../modules/auth/index.js';
import { SessionsService } from '../modules/auth/index.js';
import { TwoFactorService } from '../modules/auth/index.js';
import { toUserDto } from '../modules/users/index.js';
import { VersionedCache } from '../infra/cache/data-versions.js';
import { MicroCache, PUBLIC_TABLES } from '../infra/cache/micro-cache.js';
import { cachedPage, sendCachedPage, type CachedPage } from '../common/http/cached-response.js';

type Handler = (req: Request, res: Response, next: NextFunction) => void;

/** Paths that belong to the API or to other handlers: never rendered as pages. */
const NOT_PAGES =
  /^\/(api|socket\.io|simulator\/ebilling|simulator\/shap|simulator\/api|uploads|media)(\/|$)|^\/(robots\.txt|sitemap\.xml)$/;
/** Pages about one person: their areas, their payment screens, their notifications. */
const PERSONAL_PAGES = /^\/(customer|merchant|admin|payment|notifications)(\/|$)/;
/** A product page served from the micro-cache still counts its view. */
const PRODUCT_PAGE = /^\/products\/(\d+)\/?$/;
/** Without the simulator there is no phone page either: /simulator/* stays a plain 404. */
const SIMULATOR_PATHS = /^\/simulator(\/|$)/;

/**
 * Renders every other GET as a React page through Vike. In development Vite's middleware first
 * serves modules and HMR; in production the build under dist/ is loaded once.
 */
export async function createSsrHandler(app: NestExpressApplication, config: AppConfig): Promise<Handler> {
  const root = process.env.APP_ROOT ?? process.cwd();
  const services = collectPageServices(app, config);
  const orm = app.get(MikroORM);
  const sessions = app.get(SessionsService, { strict: false });
  const twoFactor = app.get(TwoFactorService, { strict: false });
  const grants = app.get(GrantsService, { strict: false });
  const versions = app.get(VersionedCache);
  // what every anonymous visitor is shown alike; signed-in visitors and personal pages never enter it
  const pages = new MicroCache<CachedPage | null>(config.publicCacheMs, () => versions.stamp(PUBLIC_TABLES));
  const tokens = new FormTokens(config);
  const vike = await import('vike/server');
  let devMiddleware: Handler | undefined;
  if (config.ssr === 'dev') {
    const viteLog = new Logger('Vite');
    const dev = await vike.createDevMiddleware({
      root,
      viteConfig: { customLogger: await quietViteLogger((m) => viteLog.debug(m)) },
    });
    devMiddleware = dev.devMiddleware as unknown as Handler;
    app.get(ShutdownRegistry).add(() => dev.viteServer.close());
  } else {
    // biome-ignore lint/suspicious/noTsIgnore: @ts-expect-error fails typecheck (TS2578) while this computed path raises no error; the guard stays for the built file
    // @ts-ignore: the server build only exists after `vite build`
    await import(/* @vite-ignore */ resolve(root, 'dist/server/entry.mjs'));
  }

  /**
   * One render through Vike, for the signed-in visitor `auth` or for everyone (null); `sessionToken`
   * binds the page's form token, `formResult` is what a form posted without JavaScript said.
   */
  const renderOnce = async (
    req: Request,
    locale: Locale,
    auth: AuthContext | null,
    sessionToken?: string,
    formResult?: FormResult,
  ) => {
    const setupRequired = auth ? await twoFactor.setupRequired(auth.user, auth.roles) : false;
    const privileges = auth ? await grants.listOf(auth.roles) : [];
    // a language store that cannot be read keeps both translations on offer
    const locales = await services.geoAdmin.switchableLocales().catch(() => ['fr', 'en']);
    const pageContext = await RequestContext.create(orm.em, () =>
      vike.renderPage({
        urlOriginal: req.originalUrl,
        headersOriginal: req.headers,
        // pages are French unless the visitor chose otherwise with the language switch
        locale,
        user: auth
          ? { ...toUserDto(auth.user), privileges, ...(setupRequired ? { two_factor_setup_required: true } : {}) }
          : null,
        sessionId: auth?.session.id ?? null,
        csrfToken: tokens.issue(sessionToken),
        formResult: formResult ?? null,
        devTools: !config.isProduction,
        socialProviders: services.socialProviders(),
        locales,
        services,
      }),
    );
    const { statusCode, body } = pageContext.httpResponse;
    // a public page shown to a visitor paints first; a signed-in screen's buttons must work at once
    const paintFirst = !auth && !PERSONAL_PAGES.test(req.path);
    return {
      status: statusCode,
      headers: [...pageContext.httpResponse.headers] as [string, string][],
      body: paintFirst ? scriptsAfterLoad(body) : body,
    };
  };

  const send = (
    req: Request,
    res: Response,
    page: { status: number; headers: [string, string][]; body: string },
    personal: boolean,
  ) => {
    res.status(page.status);
    for (const [name, value] of page.headers) res.setHeader(name, value);
    // personal pages (and any page showing who is signed in) stay out of shared and back-button caches
    if (personal) res.setHeader('Cache-Control', 'no-store');
    if (req.method === 'HEAD') return void res.end();
    res.send(page.body);
  };

  const render = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const { token } = extractToken(req, sessions.cookieName);
      const locale = pickLocale(readCookie(req.headers.cookie, LANG_COOKIE), undefined);
      if (!token && pages.enabled && !PERSONAL_PAGES.test(req.path)) {
        let own: Awaited<ReturnType<typeof renderOnce>> | null = null;
        const { value, hit } = await pages.get(`${locale} ${req.originalUrl}`, async () => {
          own = await renderOnce(req, locale, null);
          // a page that sets a cookie or is not a plain success is answered once, never kept nor shared
          const keep = own.status === 200 && !own.headers.some(([name]) => name.toLowerCase() === 'set-cookie');
          return { value: keep ? cachedPage(200, own.headers, own.body) : null, keep };
        });
        if (value) {
          // a product page not rendered for this visitor still counts their view
          const product = hit ? PRODUCT_PAGE.exec(req.path) : null;
          if (product) void services.products.countView(Number(product[1])).catch(() => undefined);
          return sendCachedPage(req, res, value, hit ? 'hit' : 'miss');
        }
        return send(req, res, own!, false);
      }
      const auth = token ? await sessions.authenticate(token) : null;
      send(req, res, await renderOnce(req, locale, auth, token), !!auth || PERSONAL_PAGES.test(req.path));
    } catch (err) {
      next(err);
    }
  };

  const sessionToken = (req: Request) => extractToken(req, sessions.cookieName).token;
  const formDeps = {
    actions: FORM_ACTIONS,
    tokens,
    ownOrigin: originOf(config.appUrl),
    sessionToken,
    show: async (req: Request, res: Response, result: FormResult, status: number) => {
      const token = sessionToken(req);
      const auth = token ? await sessions.authenticate(token) : null;
      const locale = pickLocale(readCookie(req.headers.cookie, LANG_COOKIE), undefined);
      const page = await renderOnce(req, locale, auth, token, result);
      // a page that redirects elsewhere (its guard) keeps its own status
      send(req, res, { ...page, status: page.status === 200 ? status : page.status }, true);
    },
  };
  const post = async (req: Request, res: Response, next: NextFunction) => {
    const action = findFormAction(FORM_ACTIONS, req.path, req.body);
    // A form the server does not handle (its page's script sends it) was posted by the browser itself:
    // the body is dropped unread and the page is shown again (303, so a reload does not post twice).
    if (!action) return void res.redirect(303, samePageUrl(req.originalUrl));
    try {
      await handleFormPost(req, res, action, formDeps);
    } catch (err) {
      next(err);
    }
  };

  return (req, res, next) => {
    if (NOT_PAGES.test(req.path)) return next();
    if (config.paymentGateway !== 'simulator' && SIMULATOR_PATHS.test(req.path)) return next();
    if (req.method === 'POST') return void post(req, res, next);
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (devMiddleware) return devMiddleware(req, res, () => void render(req, res, next));
    void render(req, res, next);
  };
}
