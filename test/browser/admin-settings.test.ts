import { MikroORM } from '@mikro-orm/postgresql';
import type { Browser, Page } from 'playwright-core';
import { ormConfig } from '../../mikro-orm.config.js';
import { Setting } from '../../src/modules/settings/setting.entity.js';
import type { User } from '../../src/modules/users/user.entity.js';
import { createUser, FACTORY_PASSWORD } from '../factories/users.js';
import { launchBrowser, openHydrated, openMobilePage, signIn } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

let server: ServerProcess;
let browser: Browser;
let orm: MikroORM;
let admin: User;
let agent: User;

beforeAll(async () => {
  server = await startServerProcess({ JOBS_ENABLED: '0' });
  browser = await launchBrowser();
  orm = await MikroORM.init(ormConfig({ clientUrl: server.databaseUrl, poolMax: 2 }));
  const em = orm.em.fork();
  admin = await createUser(em, { roles: ['Admin'] });
  agent = await createUser(em, { roles: ['Agent'] });
}, 120_000);
afterAll(async () => {
  await orm?.close();
  await browser?.close();
  await server?.stop();
});

async function signedIn(email: string, width: number): Promise<{ page: Page; problems: string[] }> {
  const opened = await openMobilePage(browser, { width, height: 900 });
  await signIn(opened.page, server.url, email, FACTORY_PASSWORD);
  return opened;
}

type PageGlobals = { document: { documentElement: { scrollWidth: number } }; innerWidth: number };
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const g = globalThis as unknown as PageGlobals;
    return g.document.documentElement.scrollWidth <= g.innerWidth;
  });

describe('admin settings (built app, Chromium)', () => {
  for (const [width, minPrice] of [
    [1366, 1500],
    [390, 2000],
  ] as const) {
    it(`shows the tabs, refuses a bad value and saves a raffle setting at ${width} px`, async () => {
      const { page, problems } = await signedIn(admin.email, width);
      await openHydrated(page, `${server.url}/admin/settings`);
      // first paint: the general tab with the values of spec 3 §9
      const general = page.getByTestId('settings-form-general');
      expect(await general.locator('select[name="default_language"]').inputValue()).toBe('fr');
      expect(await general.locator('select[name="default_country"]').inputValue()).toBe('GA');
      expect(await noSidewaysScroll(page)).toBe(true);

      await page.getByRole('tab', { name: 'Paiement' }).click();
      expect(
        await page.getByTestId('settings-form-payment').locator('input[name="platform_commission"]').inputValue(),
      ).toBe('5');

      await page.getByRole('tab', { name: 'Tombolas' }).click();
      const lottery = page.getByTestId('settings-form-lottery');
      const min = lottery.locator('input[name="min_ticket_price"]');
      await min.fill('50');
      await lottery.getByRole('button', { name: 'Enregistrer' }).click();
      await lottery.getByText("Le prix minimum d'un ticket doit être un nombre entier d'au moins 100 FCFA").waitFor();

      await min.fill(String(minPrice));
      await lottery.getByRole('button', { name: 'Enregistrer' }).click();
      await page.getByText('Paramètres enregistrés avec succès').first().waitFor();
      expect(await noSidewaysScroll(page)).toBe(true);

      await openHydrated(page, `${server.url}/admin/settings`);
      await page.getByRole('tab', { name: 'Tombolas' }).click();
      expect(
        await page.getByTestId('settings-form-lottery').locator('input[name="min_ticket_price"]').inputValue(),
      ).toBe(String(minPrice));
      const stored = await orm.em.fork().findOne(Setting, { key: 'ticket_price_min' });
      expect(stored?.value).toBe(minPrice);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }

  it('is offered in the sidebar to administrators only', async () => {
    const { page, problems } = await signedIn(admin.email, 1366);
    await openHydrated(page, `${server.url}/admin/dashboard`);
    const sidebar = page.getByTestId('admin-sidebar').locator('visible=true');
    expect(await sidebar.getByText('Paramètres').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();

    const staff = await signedIn(agent.email, 1366);
    await openHydrated(staff.page, `${server.url}/admin/dashboard`);
    expect(await staff.page.getByTestId('admin-sidebar').locator('visible=true').getByText('Paramètres').count()).toBe(
      0,
    );
    await staff.page.goto(`${server.url}/admin/settings`);
    expect(new URL(staff.page.url()).pathname).not.toBe('/admin/settings');
    await staff.page.context().close();
  });
});
