import { MikroORM } from '@mikro-orm/postgresql';
import type { Browser, Page } from 'playwright-core';
import { ormConfig } from '../../mikro-orm.config.js';
import type { User } from '../../src/modules/users/user.entity.js';
import { createUser, FACTORY_PASSWORD } from '../factories/users.js';
import { launchBrowser, openHydrated, openMobilePage, signIn } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

/**
 * Every back-office page of people, permissions and the platform, opened by a Super Admin at desk and
 * phone width: served with its first data by the server, hydrated without an error, and never wider
 * than the screen.
 */
let server: ServerProcess;
let browser: Browser;
let orm: MikroORM;
let superAdmin: User;

const PAGES = [
  '/admin/users',
  '/admin/customers',
  '/admin/vendors',
  '/admin/admins',
  '/admin/roles',
  '/admin/privileges',
  '/admin/user-types',
  '/admin/settings',
  '/admin/profile',
  '/admin/activities',
] as const;

beforeAll(async () => {
  server = await startServerProcess({ JOBS_ENABLED: '0' });
  browser = await launchBrowser();
  orm = await MikroORM.init(ormConfig({ clientUrl: server.databaseUrl, poolMax: 2 }));
  const em = orm.em.fork();
  superAdmin = await createUser(em, { roles: ['Super Admin'] });
  await createUser(em, { roles: ['Particulier'] });
  await createUser(em, { roles: ['Business Enterprise'] });
}, 120_000);
afterAll(async () => {
  await orm?.close();
  await browser?.close();
  await server?.stop();
});

type PageGlobals = { document: { documentElement: { scrollWidth: number } }; innerWidth: number };
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const g = globalThis as unknown as PageGlobals;
    return g.document.documentElement.scrollWidth <= g.innerWidth;
  });

describe('back-office people and platform pages (built app, Chromium)', () => {
  for (const width of [1366, 390]) {
    it(`serves and hydrates every page at ${width} px`, async () => {
      const { page, problems } = await openMobilePage(browser, { width, height: 900 });
      await signIn(page, server.url, superAdmin.email, FACTORY_PASSWORD);
      for (const path of PAGES) {
        // the server's answer already holds the page's heading and data (no client fetch needed)
        const res = await page.request.get(`${server.url}${path}`);
        expect([path, res.status()]).toEqual([path, 200]);
        expect([path, /<h1[^>]*>[^<]+/.test(await res.text())]).toEqual([path, true]);

        await openHydrated(page, `${server.url}${path}`);
        expect(page.url()).toBe(`${server.url}${path}`);
        expect([path, await noSidewaysScroll(page)]).toEqual([path, true]);
      }

      // every settings tab opens and stays within the screen
      await openHydrated(page, `${server.url}/admin/settings`);
      const tabs = page.getByRole('tab');
      const count = await tabs.count();
      expect(count).toBeGreaterThanOrEqual(7);
      for (let i = 0; i < count; i++) {
        await tabs.nth(i).click();
        await page.getByRole('tabpanel').first().waitFor();
        expect([i, await noSidewaysScroll(page)]).toEqual([i, true]);
      }
      expect(problems).toEqual([]);
      await page.context().close();
    }, 180_000);
  }
});
