import { RequestMethod } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, ModulesContainer } from '@nestjs/core';
import request from 'supertest';
import { IS_PUBLIC, REQUIRED_GROUPS, REQUIRED_PRIVILEGE } from '../../src/common/auth/decorators.js';
import { DEFAULT_GRANTS } from '../../src/contracts/privilege-defaults.js';
import { PRIVILEGES, type PrivilegeKey } from '../../src/contracts/privileges.js';
import { hasGroup, type RoleGroup } from '../../src/contracts/roles.js';
import { GrantsService } from '../../src/modules/access/grants.service.js';
import { SessionsService } from '../../src/modules/auth/sessions.service.js';
import type { RoleName } from '../../src/modules/access/role.entity.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createUser } from '../factories/users.js';

/**
 * Every route of the application × every kind of user, derived from the routes' own metadata
 * (@Public, @Roles, @RequirePrivilege) and the roles' grants in the database, so that a new endpoint
 * is covered the day it is written.
 */
interface Route {
  method: string;
  path: string;
  isPublic: boolean;
  groups?: RoleGroup[];
  privilege?: PrivilegeKey;
}

const PERSONAS: (RoleName | 'anonymous')[] = [
  'anonymous',
  'Particulier',
  'Business Individual',
  'Business Enterprise',
  'Business',
  'Agent',
  'Agent Back Office',
  'Admin',
  'Super Admin',
];
/** Back-office routes: each must name the privilege it needs. */
const isBackOffice = (r: Route) =>
  r.path.startsWith('/api/admin/') || (r.method === 'PATCH' && r.path === '/api/orders/:id/status');
const GUARD_CODES = new Set(['unauthenticated', 'session_expired', 'forbidden']);
// Route parameters get plausible values (a valid UUID for ids that are UUIDs).
const PARAMS: Record<string, string> = {
  id: '00000000-0000-4000-8000-000000000000',
  token: 'forged-token',
  provider: 'google',
};

/** Adding a public endpoint means adding it here, on purpose. */
const PUBLIC_ROUTES = [
  'GET /api/auth/:provider/callback',
  'GET /api/auth/:provider/redirect',
  'GET /api/auth/apple',
  'GET /api/auth/facebook',
  'GET /api/auth/google',
  'GET /api/categories',
  'GET /api/countries',
  'GET /api/dev/outbox',
  'GET /api/health',
  // what the site's language switch offers
  'GET /api/languages',
  'GET /api/lotteries/:id',
  'GET /api/payments/status/:billId',
  'GET /api/products',
  'GET /api/products/:id',
  'GET /api/products/latest-direct',
  'GET /api/products/latest-lottery',
  'GET /api/products/latest-lottery-only',
  'GET /api/public/beacon/:round',
  // the register of draws and the downloadable verifiers: anyone checks any draw
  'GET /api/public/draws',
  'GET /api/public/verifier.html',
  'GET /api/public/verifier.tgz',
  // published reviews and averages (reporting one needs an account)
  'GET /api/public/merchants/:id/reviews',
  'GET /api/public/products/:id/reviews',
  'GET /api/public/results',
  'GET /api/public/results/:lottery_id/proof',
  'GET /api/public/results/recent-winners',
  'GET /api/public/results/stats',
  'GET /api/public/results/verify/:code',
  'GET /api/public/testimonials',
  'GET /api/stats/lotteries/popular',
  // resized copies of the (already public) uploads
  'GET /media/w/:width/*path',
  'GET /robots.txt',
  'GET /sitemap.xml',
  'POST /api/auth/2fa/verify',
  'POST /api/auth/:provider/callback',
  'POST /api/auth/login',
  'POST /api/auth/register',
  'POST /api/auth/resend-verification',
  'POST /api/auth/reset-password',
  'POST /api/auth/verify-email',
  'POST /api/contact',
  'POST /api/otp/resend',
  'POST /api/otp/send',
  'POST /api/payments/callback/ebilling',
  'POST /api/payments/retry-ussd',
  // the E-Billing simulator (PAYMENT_GATEWAY=simulator, the test default): its own merchant auth, and the test phone
  'GET /simulator/api/pushes',
  'GET /simulator/ebilling/e_bills/:bill_id',
  'GET /simulator/ebilling/reports/daily',
  'POST /simulator/api/pushes/:bill_id/approve',
  'POST /simulator/api/pushes/:bill_id/decline',
  'POST /simulator/ebilling/e_bills',
  'POST /simulator/ebilling/e_bills/:bill_id/ussd_push',
  'POST /simulator/ebilling/oauth/token',
  // the SHAP simulator (PAYOUT_GATEWAY=simulator): its own bearer auth, and the payouts the test phone received
  'GET /simulator/api/payouts',
  'GET /simulator/shap/balance',
  'GET /simulator/shap/kyc',
  'GET /simulator/shap/payout',
  'POST /simulator/shap/auth',
  'POST /simulator/shap/payout',
].sort();

let t: TestApp;
let routes: Route[];
/** What each persona holds, as the running application reads it from role_privileges. */
const held = new Map<string, ReadonlySet<PrivilegeKey>>();
beforeAll(async () => {
  t = await startTestApp();
  routes = discoverRoutes(t);
  const grants = t.app.get(GrantsService);
  for (const persona of PERSONAS) if (persona !== 'anonymous') held.set(persona, await grants.privilegesOf([persona]));
});
afterAll(() => t?.close());

function discoverRoutes(app: TestApp): Route[] {
  const container = app.app.get(ModulesContainer);
  const discovery = new DiscoveryService(container);
  const scanner = new MetadataScanner();
  const appId = (container as unknown as { applicationId: string }).applicationId;
  const found: Route[] = [];
  for (const wrapper of discovery.getControllers()) {
    const ctrl = wrapper.metatype as (new (...a: unknown[]) => unknown) | undefined;
    if (!ctrl || !wrapper.instance) continue;
    const moduleCtor = wrapper.host?.metatype;
    const modulePath: string = (moduleCtor && Reflect.getMetadata(`__module_path__${appId}`, moduleCtor)) ?? '';
    const ctrlPaths = [Reflect.getMetadata('path', ctrl)].flat() as string[];
    const proto = Object.getPrototypeOf(wrapper.instance) as Record<string, unknown>;
    for (const name of scanner.getAllMethodNames(proto)) {
      const handler = proto[name] as object;
      const methodPath = Reflect.getMetadata('path', handler) as string | string[] | undefined;
      const verb = Reflect.getMetadata('method', handler) as RequestMethod | undefined;
      if (methodPath === undefined || verb === undefined) continue;
      const meta = <T>(key: string): T | undefined =>
        (Reflect.getMetadata(key, handler) as T | undefined) ?? (Reflect.getMetadata(key, ctrl) as T | undefined);
      const isPublic = meta<boolean>(IS_PUBLIC) ?? false;
      const groups = meta<RoleGroup[]>(REQUIRED_GROUPS);
      const privilege = meta<PrivilegeKey>(REQUIRED_PRIVILEGE);
      for (const cp of ctrlPaths) {
        for (const mp of [methodPath].flat()) {
          const path = ['', modulePath, cp, mp]
            .map((s) => String(s ?? '').replace(/^\/+|\/+$/g, ''))
            .filter(Boolean)
            .join('/');
          found.push({ method: RequestMethod[verb], path: `/${path}`, isPublic, groups, privilege });
        }
      }
    }
  }
  return found;
}

async function tokenFor(persona: RoleName | 'anonymous'): Promise<string | undefined> {
  if (persona === 'anonymous') return undefined;
  const em = t.em();
  const user = await createUser(em, { roles: [persona] });
  const { token } = await t.app.get(SessionsService).create(em, user, {}, false);
  await em.flush();
  return token;
}

function allowed(route: Route, persona: RoleName | 'anonymous'): boolean {
  if (route.isPublic) return true;
  if (persona === 'anonymous') return false;
  // a privilege alone decides: the route's role groups are then ignored
  if (route.privilege) return held.get(persona)!.has(route.privilege);
  return !route.groups?.length || route.groups.some((g) => hasGroup([persona], g));
}

describe('role × endpoint matrix', () => {
  it('finds the routes of every module', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    for (const expected of [
      'GET /api/health',
      'POST /api/auth/login',
      'GET /api/auth/me',
      'POST /api/auth/logout',
      'POST /api/contact',
      'GET /robots.txt',
    ]) {
      expect(keys).toContain(expected);
    }
  });

  it('names a privilege on every back-office route', () => {
    const backOffice = routes.filter(isBackOffice);
    expect(backOffice.length).toBeGreaterThan(50);
    expect(backOffice.map((r) => `${r.method} ${r.path}`)).toContain('PATCH /api/orders/:id/status');
    expect(backOffice.filter((r) => !r.privilege || r.isPublic).map((r) => `${r.method} ${r.path}`)).toEqual([]);
    expect(backOffice.filter((r) => !PRIVILEGES.includes(r.privilege!)).map((r) => `${r.method} ${r.path}`)).toEqual(
      [],
    );
  });

  it('starts from the default grants of spec 3 §6 (sellers and customers hold none, Super Admin everything)', () => {
    for (const persona of PERSONAS) {
      if (persona === 'anonymous') continue;
      expect([...held.get(persona)!].sort()).toEqual([...(DEFAULT_GRANTS[persona] ?? [])].sort());
    }
    expect(held.get('Super Admin')!.size).toBe(PRIVILEGES.length);
    expect(held.get('Admin')!.has('settings.backup')).toBe(false);
    expect(held.get('Agent')!.has('users.view')).toBe(true);
    expect(held.get('Agent')!.has('users.manage')).toBe(false);
  });

  it('keeps the list of public endpoints deliberate', () => {
    const publicRoutes = routes
      .filter((r) => r.isPublic)
      .map((r) => `${r.method} ${r.path}`)
      .sort();
    expect(publicRoutes).toEqual(PUBLIC_ROUTES);
  });

  it('lets through exactly who the metadata allows, and never answers 5xx', async () => {
    const cells: {
      route: string;
      persona: string;
      status: number;
      code?: string;
      expected: 'allow' | 'deny';
      backOffice: boolean;
    }[] = [];
    for (const route of routes) {
      for (const persona of PERSONAS) {
        const token = await tokenFor(persona);
        const url = route.path.replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? '1');
        const req = request(t.http)[route.method.toLowerCase() as 'get'](url);
        if (token) req.set('Authorization', `Bearer ${token}`);
        const res = ['POST', 'PUT', 'PATCH'].includes(route.method) ? await req.send({}) : await req;
        cells.push({
          route: `${route.method} ${route.path}`,
          persona,
          status: res.status,
          code: res.body?.error_code,
          expected: allowed(route, persona) ? 'allow' : 'deny',
          backOffice: isBackOffice(route),
        });
      }
    }
    const wrong = cells.filter((c) => {
      const denied = (c.status === 401 || c.status === 403) && GUARD_CODES.has(c.code ?? '');
      // a granted back-office read is never refused, whatever the reason; a granted write may meet a rule of its own
      const refusedRead = c.backOffice && c.route.startsWith('GET ') && (c.status === 401 || c.status === 403);
      return c.status >= 500 || (c.expected === 'allow' ? denied || refusedRead : !denied);
    });
    expect(wrong).toEqual([]);
    // anonymous denials are 401, signed-in denials 403
    for (const c of cells.filter((x) => x.expected === 'deny'))
      expect(c.status).toBe(c.persona === 'anonymous' ? 401 : 403);
    // the matrix covers the back-office for every persona, denials included
    const backOfficeCells = cells.filter((c) => c.backOffice);
    expect(backOfficeCells.filter((c) => c.expected === 'deny').length).toBeGreaterThan(backOfficeCells.length / 2);
    // every route × every persona, one after the other: grows with the API
  }, 600_000);
});
