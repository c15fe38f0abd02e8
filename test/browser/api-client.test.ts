import { MikroORM } from '@mikro-orm/postgresql';
import type { Browser } from 'playwright-core';
import { ormConfig } from '../../mikro-orm.config.js';
import { createUser, FACTORY_PASSWORD } from '../factories/users.js';
import { launchBrowser, openHydrated, openMobilePage, signIn } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

/** Spec 3 §8: the pages' API client when the session ends under an open page (built app, Chromium). */
let server: ServerProcess;
let orm: MikroORM;
let browser: Browser;

beforeAll(async () => {
  server = await startServerProcess({ JOBS_ENABLED: '0' });
  orm = await MikroORM.init(ormConfig({ clientUrl: server.databaseUrl, poolMax: 2 }));
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await orm?.close();
  await server?.stop();
});

describe('a 401 on an open page', () => {
  it('sends the visitor to the login, which brings them back to the page they were on', async () => {
    const user = await createUser(orm.em.fork());
    const { page, problems } = await openMobilePage(browser, { allowConsole: /status of 401/ });
    page.on('response', (r) => r.status() === 400 && problems.push(`400 ${r.request().method()} ${r.url()}`));
    await signIn(page, server.url, user.email, FACTORY_PASSWORD);
    await openHydrated(page, `${server.url}/customer/profile`);
    // signed out elsewhere (another device, an administrator) while this page stays open
    await orm.em.fork().getConnection().execute(`update sessions set revoked_at = now() where user_id = ?`, [user.id]);
    // the next call of the page answers 401: this save, unless the header's own calls get there first
    const form = page.getByTestId('personal-form');
    await form
      .getByRole('button', { name: 'Enregistrer' })
      .click({ timeout: 3000 })
      .catch(() => undefined);
    await page.waitForURL(`${server.url}/login?redirect=%2Fcustomer%2Fprofile`);

    await page.waitForSelector('html[data-hydrated="true"]');
    const login = page.getByTestId('login-form');
    await login.locator('input[name=email]').fill(user.email);
    await login.locator('input[name=password]').fill(FACTORY_PASSWORD);
    await login.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(`${server.url}/customer/profile`);
    expect(problems).toEqual([]);
  });
});
