import { MikroORM } from '@mikro-orm/postgresql';
import type { Browser, Page } from 'playwright-core';
import { ormConfig } from '../../mikro-orm.config.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import type { User } from '../../src/modules/users/user.entity.js';
import { createLottery, createProduct } from '../factories/catalogue.js';
import { createPaidDirectOrder, createPaidLotteryOrder } from '../factories/orders.js';
import { createUser, FACTORY_PASSWORD } from '../factories/users.js';
import { launchBrowser, openHydrated, openMobilePage, signIn } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

let server: ServerProcess;
let browser: Browser;
let orm: MikroORM;
let admin: User;
let directNumber: string;
let raffleNumber: string;

beforeAll(async () => {
  // the demo seed runs too (SEED_DEMO=1): the page shows demo-like data around ours
  server = await startServerProcess({ JOBS_ENABLED: '0' });
  browser = await launchBrowser();
  orm = await MikroORM.init(ormConfig({ clientUrl: server.databaseUrl, poolMax: 2 }));
  const em = orm.em.fork();
  admin = await createUser(em, { roles: ['Admin'] });
  const buyer = await createUser(em, {
    firstName: 'Ornella',
    lastName: 'Mbadinga',
    email: 'ornella.mbadinga@example.ga',
    phone: '+24177123456',
  });
  const merchant = await createUser(em, { roles: ['Business Enterprise'], companyName: 'Okoumé Électronique SARL' });
  const fan = await createProduct(em, { merchant, name: 'Ventilateur de bureau', price: 15_000, stock: 10 });
  const tv = await createProduct(em, { merchant, name: 'Téléviseur à gagner', saleMode: 'lottery', price: 350_000 });
  const { lottery } = await createLottery(em, { product: tv, totalTickets: 50, ticketPrice: 1000 });
  raffleNumber = (await createPaidLotteryOrder(em, buyer, lottery, 5, { method: 'moov_money' })).order.orderNumber;
  const direct = await createPaidDirectOrder(em, buyer, fan, { quantity: 2 });
  directNumber = direct.order.orderNumber;
  await em.nativeUpdate(Order, { id: direct.order.id }, { createdAt: new Date('2026-11-03T10:00:00Z') });
}, 120_000);
afterAll(async () => {
  await orm?.close();
  await browser?.close();
  await server?.stop();
});

// a refused status change answers 4xx on purpose; the browser logs that response
const ALLOWED = /status of (404|409|422)/;

async function adminPage(width: number): Promise<{ page: Page; problems: string[] }> {
  const opened = await openMobilePage(browser, { width, height: 900, allowConsole: ALLOWED });
  await signIn(opened.page, server.url, admin.email, FACTORY_PASSWORD);
  return opened;
}

const noSidewaysScroll = (page: Page) => page.evaluate('document.documentElement.scrollWidth <= window.innerWidth');
const orderNumbers = (page: Page) => page.getByTestId('order-row').locator('.font-mono').allTextContents();

/** Waits until the table lists exactly these orders (the list reloads after the debounce). */
async function waitForRows(page: Page, expected: string[]): Promise<void> {
  const end = Date.now() + 10_000;
  let seen: string[] = [];
  while (Date.now() < end) {
    seen = await orderNumbers(page);
    if (seen.join() === expected.join()) return;
    await page.waitForTimeout(100);
  }
  expect(seen).toEqual(expected);
}

describe('admin orders (built app, Chromium)', () => {
  it('at 1366 px: first paint from the URL’s filters, filters kept in the URL, detail modal with timeline', async () => {
    const { page, problems } = await adminPage(1366);
    await openHydrated(page, `${server.url}/admin/orders?search=ornella.mbadinga&type=lottery`);
    await page.getByText('Gestion des Commandes').first().waitFor();
    expect(await page.getByTestId('filter-search').inputValue()).toBe('ornella.mbadinga');
    expect(await page.getByTestId('filter-type').inputValue()).toBe('lottery');
    expect(await orderNumbers(page)).toEqual([raffleNumber]);
    const row = page.getByTestId('order-row').first();
    expect(await row.textContent()).toContain('Ornella Mbadinga');
    expect(await row.textContent()).toContain('10 % · 5/50 tickets');
    for (const id of ['total', 'paid', 'pending', 'fulfilled', 'amount', 'today'])
      await page.getByTestId(`stat-${id}`).waitFor();
    expect(
      Number((await page.getByTestId('stat-total-value').textContent())?.replace(/\D/g, '')),
    ).toBeGreaterThanOrEqual(2);
    expect(await noSidewaysScroll(page)).toBe(true);

    // a change applies by itself after 500 ms, back to page 1, and lands in the URL
    await page.getByTestId('filter-type').selectOption('direct');
    await page.waitForURL(/type=direct/);
    await waitForRows(page, [directNumber]);
    // a date range excluding it empties the list
    await page.getByTestId('filter-date-from').fill('2026-11-04');
    await page.waitForURL(/date_from=2026-11-04/);
    await page.getByText('Aucune commande ne correspond aux critères de recherche.').waitFor();
    await page.getByTestId('filters-reset').click();
    await page.waitForURL((u) => u.search === '');
    await page.getByTestId('order-row').nth(14).waitFor();
    // demo orders and ours: more than one page of 15
    expect(await page.getByTestId('list-pager-range').textContent()).toMatch(/^Affichage de 1 à 15 sur \d+ résultats$/);
    await page.getByTestId('list-pager-next').click();
    await page.waitForURL(/page=2/);
    await page
      .getByTestId('list-pager-range')
      .filter({ hasText: /^Affichage de 16 à/ })
      .waitFor();
    expect(await page.getByText(/^Page 2 de \d+$/).count()).toBe(1);

    // Enter runs the search at once
    await page.getByTestId('filter-search').fill(raffleNumber);
    await page.getByTestId('filter-search').press('Enter');
    await page.waitForURL(new RegExp(`search=${raffleNumber}`));
    await waitForRows(page, [raffleNumber]);
    // the search's navigation and the list's refresh settle before the row's button is used
    await page.waitForLoadState('networkidle');

    await page.getByTestId('order-view').first().click();
    const detail = page.getByTestId('order-detail');
    await detail.waitFor();
    expect(await detail.textContent()).toContain('ornella.mbadinga@example.ga');
    expect(await detail.textContent()).toContain('+24177123456');
    expect(await detail.getByTestId('order-timeline').locator('li').count()).toBeGreaterThanOrEqual(2);
    expect(await detail.getByTestId('order-timeline').textContent()).toContain('Commande créée');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('at 390 px: no sideways scroll, the table scrolls in its box, the status dropdown answers with a toast', async () => {
    const { page, problems } = await adminPage(390);
    await openHydrated(page, `${server.url}/admin/orders?search=${directNumber}`);
    await page.getByTestId('order-row').first().waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);

    const select = page.getByTestId('order-status-select').first();
    expect(await select.inputValue()).toBe('paid');
    const fulfilled = async () =>
      Number((await page.getByTestId('stat-fulfilled-value').textContent())?.replace(/\D/g, ''));
    const before = await fulfilled();
    await select.selectOption('fulfilled');
    await page.getByText(`Statut de la commande #${directNumber} mis à jour`).waitFor();
    expect(await select.inputValue()).toBe('fulfilled');
    // the figures reload
    await page
      .getByTestId('stat-fulfilled-value')
      .filter({ hasText: String(before + 1) })
      .waitFor();
    // the order's state machine refuses a paid order going back to pending: French message, row unchanged
    await select.selectOption('pending');
    await page
      .locator('.toast')
      .filter({ hasText: 'Une commande payée ne peut pas revenir « En attente ».' })
      .waitFor();
    await page.waitForFunction('document.querySelector("[data-testid=order-status-select]").value === "fulfilled"');
    expect(await noSidewaysScroll(page)).toBe(true);

    await page.getByTestId('order-view').first().click();
    await page.getByTestId('order-detail').waitFor();
    await page
      .getByTestId('order-timeline')
      .getByText(/^Statut modifié : Payée → Traitée/)
      .waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
