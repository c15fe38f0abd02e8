import { readFileSync } from 'node:fs';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Browser, Page } from 'playwright-core';
import { ormConfig } from '../../mikro-orm.config.js';
import type { User } from '../../src/modules/users/user.entity.js';
import { createUser, FACTORY_PASSWORD } from '../factories/users.js';
import { launchBrowser, openHydrated, openMobilePage, signIn } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

/**
 * The browser holds translations by slice (renderer/i18n-slices.ts): a public page brings only the public
 * text, the account and back-office text is fetched on the way to those pages. Walking between them
 * in the browser (no full page load) must never show a raw key.
 */
let server: ServerProcess;
let browser: Browser;
let orm: MikroORM;
let admin: User;
let customer: User;

// a translation key left untranslated reads like "admin_dashboard.title": a group of locales/fr.json, a dot, a name
const groups = Object.keys(JSON.parse(readFileSync('locales/fr.json', 'utf8')) as Record<string, unknown>);
const RAW_KEY = new RegExp(`\\b(?:${groups.join('|')})\\.[a-z_]+`);

beforeAll(async () => {
  server = await startServerProcess({ JOBS_ENABLED: '0' });
  browser = await launchBrowser();
  orm = await MikroORM.init(ormConfig({ clientUrl: server.databaseUrl, poolMax: 2 }));
  const em = orm.em.fork();
  admin = await createUser(em, {
    roles: ['Admin'],
    firstName: 'Nadia',
    email: `nadia.slices.${Date.now()}@example.ga`,
  });
  customer = await createUser(em, { firstName: 'Awa', email: `awa.slices.${Date.now()}@example.ga` });
}, 120_000);
afterAll(async () => {
  await orm?.close();
  await browser?.close();
  await server?.stop();
});

type Globals = { document: { body: { innerText: string } }; __sameDocument?: boolean };
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (globalThis as unknown as Globals).__sameDocument = true;
  });
const sameDocument = (page: Page) => page.evaluate(() => (globalThis as unknown as Globals).__sameDocument === true);
// biome-ignore lint/performance/useDomNodeTextContent: the text a reader sees (innerText skips hidden nodes, textContent does not)
const bodyText = (page: Page) => page.evaluate(() => (globalThis as unknown as Globals).document.body.innerText);

async function expectFrench(page: Page, heading: RegExp) {
  await page.getByRole('heading', { name: heading }).first().waitFor();
  const text = await bodyText(page);
  expect(text).not.toMatch(RAW_KEY);
}

describe('translations by slice, across client-side navigation', () => {
  it('home → back office → home: French everywhere, the back-office text fetched on the way', async () => {
    const { page, problems } = await openMobilePage(browser, { width: 1280, height: 900 });
    await signIn(page, server.url, admin.email, FACTORY_PASSWORD);
    await openHydrated(page, `${server.url}/`);
    await expectFrench(page, /./);
    await markDocument(page);

    await page.getByTestId('my-space').first().click();
    await page.waitForURL(/\/admin\//);
    await expectFrench(page, /tableau de bord/i);
    expect(await sameDocument(page)).toBe(true);

    await page.goBack();
    await page.waitForURL(`${server.url}/`);
    await expectFrench(page, /./);
    expect(await sameDocument(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('catalogue → customer space → catalogue: French everywhere', async () => {
    const { page, problems } = await openMobilePage(browser, { width: 1280, height: 900 });
    await signIn(page, server.url, customer.email, FACTORY_PASSWORD);
    await openHydrated(page, `${server.url}/products`);
    await expectFrench(page, /articles/i);
    await markDocument(page);

    await page.getByTestId('my-space').first().click();
    await page.waitForURL(/\/customer/);
    await page.waitForLoadState('networkidle');
    await expectFrench(page, /./);
    expect(await sameDocument(page)).toBe(true);

    await page.goBack();
    await page.waitForURL(/\/products$/);
    await expectFrench(page, /articles/i);
    expect(await sameDocument(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('an English visitor gets English text on a public page and on the way to their space', async () => {
    const { page, problems } = await openMobilePage(browser, { width: 1280, height: 900 });
    await page.context().addCookies([{ name: 'lang', value: 'en', url: server.url }]);
    await signIn(page, server.url, customer.email, FACTORY_PASSWORD);
    await openHydrated(page, `${server.url}/products`);
    expect(await bodyText(page)).not.toMatch(RAW_KEY);
    await markDocument(page);
    await page.getByTestId('my-space').first().click();
    await page.waitForURL(/\/customer/);
    await page.waitForLoadState('networkidle');
    expect(await sameDocument(page)).toBe(true);
    expect(await bodyText(page)).not.toMatch(RAW_KEY);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(problems).toEqual([]);
  });
});
