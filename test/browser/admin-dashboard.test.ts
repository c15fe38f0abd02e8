import { MikroORM } from '@mikro-orm/postgresql';
import type { Browser, Page } from 'playwright-core';
import { ormConfig } from '../../mikro-orm.config.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import { Payment } from '../../src/modules/payments/payment.entity.js';
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
let agent: User;
let orderNumber: string;
const DAY = 86_400_000;

beforeAll(async () => {
  server = await startServerProcess({ JOBS_ENABLED: '0' });
  browser = await launchBrowser();
  orm = await MikroORM.init(ormConfig({ clientUrl: server.databaseUrl, poolMax: 2 }));
  const em = orm.em.fork();
  admin = await createUser(em, { roles: ['Admin'], firstName: 'Nadia', lastName: 'Ondo' });
  agent = await createUser(em, { roles: ['Agent'] });
  const buyer = await createUser(em, { firstName: 'Awa', lastName: 'Nzé', phone: '+24166554433' });
  const merchant = await createUser(em, { roles: ['Business Enterprise'], companyName: 'Okoumé SARL' });
  // three months of direct sales and one raffle selling, as the demo data has
  for (let i = 0; i < 6; i++) {
    const product = await createProduct(em, { merchant, name: `Sac en raphia ${i}`, price: 15_000 + i * 1000 });
    const paidAt = new Date(Date.now() - i * 15 * DAY);
    const { order, payment } = await createPaidDirectOrder(em, buyer, product, { paidAt });
    await em.nativeUpdate(Order, { id: order.id }, { paidAt });
    await em.nativeUpdate(Payment, { id: payment.id }, { paidAt });
    orderNumber = order.orderNumber;
  }
  const tv = await createProduct(em, { merchant, name: 'Téléviseur 55 pouces', saleMode: 'lottery', price: 350_000 });
  const { lottery } = await createLottery(em, { product: tv, totalTickets: 100, ticketPrice: 1000, endDate: new Date(Date.now() + 6 * 3_600_000) });
  await createPaidLotteryOrder(em, buyer, lottery, 4);
}, 120_000);
afterAll(async () => {
  await orm?.close();
  await browser?.close();
  await server?.stop();
});

async function signedIn(email: string, width: number): Promise<{ page: Page; problems: string[] }> {
  const opened = await openMobilePage(browser, { width, height: 900, acceptDownloads: true });
  await signIn(opened.page, server.url, email, FACTORY_PASSWORD);
  return opened;
}

// the callbacks run in the page: typed loosely, the tests compile without the DOM library
type PageGlobals = { document: { documentElement: { scrollWidth: number } }; innerWidth: number };
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const g = globalThis as unknown as PageGlobals;
    return g.document.documentElement.scrollWidth <= g.innerWidth;
  });

describe('admin dashboard and layout (built app, Chromium)', () => {
  for (const width of [1366, 390]) {
    it(`renders real figures, chart, lists and search at ${width} px`, async () => {
      const { page, problems } = await signedIn(admin.email, width);
      await openHydrated(page, `${server.url}/admin`);
      expect(new URL(page.url()).pathname).toBe('/admin/dashboard');
      await page.getByTestId('admin-dashboard').waitFor();
      expect(await page.getByTestId('admin-stat-revenue').textContent()).toContain('vs mois dernier');
      await page.locator('[data-testid="admin-revenue-chart"][data-ready]').waitFor();
      await page.getByTestId('admin-revenue-90d').click();
      await page.locator('[data-testid="admin-revenue-90d"][aria-pressed="true"]').waitFor();
      await page.getByTestId('admin-recent-draw').first().waitFor();
      expect(await page.getByTestId('admin-top-product').count()).toBeGreaterThan(0);
      expect(await page.getByTestId('admin-activity').count()).toBe(10);
      expect(await page.getByTestId('admin-role-label').first().textContent()).toBe('Administrateur');

      // sidebar: only screens that exist; the draw ending within 24 h shows in the badge
      if (width < 1024) {
        await page.getByTestId('admin-menu-button').click();
        await page.getByTestId('admin-drawer').waitFor();
      }
      const sidebar = page.getByTestId('admin-sidebar').locator('visible=true');
      expect(await sidebar.getByText('Tableau de bord').count()).toBe(1);
      expect(await sidebar.getByText('Remboursements').count()).toBe(1);
      // the people screens exist: their group shows
      expect(await sidebar.getByText('Gestion des utilisateurs').count()).toBe(1);
      expect(await page.locator('[data-testid="admin-nav-badge-lotteries"]:visible').count()).toBe(await sidebar.getByText('Tirages spéciaux').count());
      const hrefs = await sidebar.locator('a').evaluateAll((as) => as.map((a) => (a as unknown as { pathname: string }).pathname));
      for (const href of hrefs) expect((await page.request.get(`${server.url}${href}`)).status()).toBe(200);
      if (width < 1024) {
        await page.keyboard.press('Escape');
        await page.getByTestId('admin-drawer').waitFor({ state: 'detached' });
      }
      expect(await page.getByTestId('admin-breadcrumb').textContent()).toContain('Tableau de bord');

      // header search: grouped, keyboard-driven
      const input = page.getByRole('combobox');
      await input.fill('0665544');
      await page.getByTestId('admin-search-group-users').waitFor();
      await input.fill(orderNumber);
      await page.getByTestId('admin-search-group-orders').waitFor();
      await input.press('ArrowDown');
      expect(await input.getAttribute('aria-activedescendant')).toBeTruthy();
      await input.press('Escape');
      expect(await input.getAttribute('aria-expanded')).toBe('false');

      expect(await noSidewaysScroll(page)).toBe(true);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }

  for (const width of [1366, 390]) {
    it(`leads from the dashboard to the whole activity log, filtered and paged in the URL, at ${width} px`, async () => {
      const { page, problems } = await signedIn(admin.email, width);
      await openHydrated(page, `${server.url}/admin/dashboard`);
      await page.getByTestId('admin-activities-all').click();
      await page.waitForURL((u) => u.pathname === '/admin/activities');
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.getByTestId('admin-activity-row').first().waitFor();
      expect(await page.getByTestId('admin-activity-row').count()).toBe(20);
      expect(await page.getByTestId('admin-breadcrumb').textContent()).toContain('Activités');
      const dates = await page.getByTestId('admin-activity-row').locator('time').allTextContents();
      expect(dates.some((d) => /^(il y a|À l'instant)/.test(d))).toBe(true);
      // an order leads to the orders screen searched for it
      const orderRow = page.locator('[data-testid="admin-activity-row"][data-kind="order"]').first();
      expect(await orderRow.getByTestId('admin-activity-link').first().getAttribute('href')).toMatch(/^\/admin\/orders\?search=/);

      await page.getByTestId('list-pager-next').click();
      await page.waitForURL((u) => u.searchParams.get('page') === '2');
      await page.getByTestId('list-pager-range').filter({ hasText: /^Affichage de 21 à/ }).waitFor();
      expect(await page.getByTestId('admin-activity-row').count()).toBeGreaterThan(0);

      await page.getByTestId('admin-activity-type').selectOption('payment');
      await page.waitForURL((u) => u.searchParams.get('type') === 'payment' && !u.searchParams.has('page'));
      const [paid] = await orm.em.fork().getConnection().execute<{ n: string }[]>(`select count(*) as n from payments where status = 'paid' and paid_at is not null`);
      const payments = Number(paid!.n);
      await page.getByTestId('admin-activity-count').filter({ hasText: new RegExp(`^${payments} activités$`) }).waitFor();
      const kinds = await page.getByTestId('admin-activity-row').evaluateAll((rows) => rows.map((r) => (r as unknown as { dataset: { kind: string } }).dataset.kind));
      expect(kinds.length).toBe(Math.min(20, payments));
      expect(new Set(kinds)).toEqual(new Set(['payment']));
      // the filter survives a reload (rendered by the server first)
      await openHydrated(page, page.url());
      expect(await page.getByTestId('admin-activity-row').count()).toBe(Math.min(20, payments));
      expect(await page.getByTestId('admin-activity-type').inputValue()).toBe('payment');

      expect(await noSidewaysScroll(page)).toBe(true);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }

  it('downloads the monthly report, and shows an agent their own role', async () => {
    const { page, problems } = await signedIn(admin.email, 1366);
    await openHydrated(page, `${server.url}/admin/dashboard`);
    await page.getByTestId('admin-report-open').click();
    const download = page.waitForEvent('download');
    await page.getByTestId('admin-report-download').click();
    expect((await download).suggestedFilename()).toMatch(/^rapport-mensuel-\d{4}-\d{2}\.csv$/);
    await page.getByText('Rapport téléchargé avec succès').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();

    const staff = await signedIn(agent.email, 1366);
    await openHydrated(staff.page, `${server.url}/admin/dashboard`);
    expect(await staff.page.getByTestId('admin-role-label').first().textContent()).toBe('Agent de Support');
    // refunds sit under the ADMIN role: an agent is not offered them
    const agentNav = staff.page.getByTestId('admin-sidebar').locator('visible=true');
    expect(await agentNav.getByText('Tableau de bord').count()).toBe(1);
    expect(await agentNav.getByText('Remboursements').count()).toBe(0);
    // the people screens are the ADMIN role's too
    expect(await agentNav.getByText('Gestion des utilisateurs').count()).toBe(0);
    // articles and draws too (their pages send agents back, their API is @Roles('ADMIN'))
    expect(await agentNav.getByText('Articles').count()).toBe(0);
    expect(await agentNav.getByText('Tirages spéciaux').count()).toBe(0);
    const offered = await staff.page.locator('[data-testid="admin-layout"] a[href^="/admin/"]').evaluateAll((as) => as.map((a) => (a as unknown as { pathname: string }).pathname));
    for (const href of new Set(offered)) expect(['/admin/dashboard', '/admin/activities', '/admin/notifications']).toContain(href);
    expect(await staff.page.getByRole('combobox').count()).toBe(0);
    expect(await staff.page.getByTestId('admin-recent-draws').count()).toBe(0);
    await staff.page.getByTestId('admin-activities-all').click();
    await staff.page.waitForURL((u) => u.pathname === '/admin/activities');
    await staff.page.getByTestId('admin-activity-row').first().waitFor();
    expect(await staff.page.getByTestId('admin-activity-link').count()).toBe(0);
    expect(staff.problems).toEqual([]);
    await staff.page.context().close();
  });
});
