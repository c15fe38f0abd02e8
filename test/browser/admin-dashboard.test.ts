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
  const { lottery } = await createLottery(em, {
    product: tv,
    totalTickets: 100,
    ticketPrice: 1000,
    endDate: new Date(Date.now() + 6 * 3_600_000),
  });
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
      expect(await page.locator('[data-testid="admin-nav-badge-lotteries"]:visible').count()).toBe(
        await sidebar.getByText('Tirages spéciaux').count(),
      );
      const hrefs = await sidebar
        .locator('a')
        .evaluateAll((as) => as.map((a) => (a as unknown as { pathname: string }).pathname));
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
    it(`leads from the dashboard to the whole audit log, filtered and paged in the URL, at ${width} px`, async () => {
      // 15 order status changes and 10 user toggles by the admin (the database chains each row)
      const conn = orm.em.fork().getConnection();
      const [{ n: before }] = await conn.execute<{ n: string }[]>(`select count(*) as n from audit_log`);
      if (Number(before) === 0) {
        for (let i = 0; i < 25; i++) {
          const order = i < 15;
          await conn.execute(
            `insert into audit_log (actor_id, actor_role, action, entity, entity_id, before, after, ip, request_id, hash)
             values (?, 'Admin', ?, ?, ?, ?::jsonb, ?::jsonb, '203.0.113.7', ?, '')`,
            [
              admin.id,
              order ? 'orders.update_status' : 'users.toggle-status',
              order ? 'orders' : 'users',
              String(i + 1),
              JSON.stringify(order ? { status: 'paid' } : { is_active: true }),
              JSON.stringify(order ? { status: 'fulfilled' } : { is_active: false }),
              `req-${i}`,
            ],
          );
        }
      }
      const { page, problems } = await signedIn(admin.email, width);
      await openHydrated(page, `${server.url}/admin/dashboard`);
      await page.getByTestId('admin-activities-all').click();
      await page.waitForURL((u) => u.pathname === '/admin/activities');
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.getByTestId('admin-activity-row').first().waitFor();
      expect(await page.getByTestId('admin-activity-row').count()).toBe(20);
      expect(await page.getByTestId('admin-breadcrumb').textContent()).toContain('Activités');
      const [{ n: total }] = await conn.execute<{ n: string }[]>(`select count(*) as n from audit_log`);
      await page
        .getByTestId('admin-activity-count')
        .filter({ hasText: new RegExp(`^${total}\\b`) })
        .waitFor();

      // a row opens the drawer with what changed
      await page
        .locator('[data-testid="admin-activity-row"][data-action="orders.update_status"]')
        .first()
        .getByTestId('audit-open')
        .click();
      const diff = page.getByTestId('audit-diff');
      await diff.waitFor();
      expect(await diff.textContent()).toContain('fulfilled');
      await page.keyboard.press('Escape');

      // the pager changes the page in place: no client navigation (whose late answer could undo a filter chosen next)
      const navigations: string[] = [];
      page.on('request', (r) => r.url().includes('.pageContext.json') && navigations.push(r.url()));
      await page.getByTestId('list-pager-next').click();
      await page.waitForURL((u) => u.searchParams.get('page') === '2');
      await page
        .getByTestId('list-pager-range')
        .filter({ hasText: /^Affichage de 21 à/ })
        .waitFor();
      expect(navigations).toEqual([]);
      expect(await page.getByTestId('admin-activity-row').count()).toBeGreaterThan(0);

      await page.getByTestId('admin-activity-entity').selectOption('users');
      await page.waitForURL((u) => u.searchParams.get('entity') === 'users' && !u.searchParams.has('page'));
      const [{ n: users }] = await conn.execute<{ n: string }[]>(
        `select count(*) as n from audit_log where entity = 'users'`,
      );
      await page
        .getByTestId('admin-activity-count')
        .filter({ hasText: new RegExp(`^${users}\\b`) })
        .waitFor();
      // the rows of the filtered answer (the count and the rows come from one answer; wait for its rows)
      const expected = Math.min(20, Number(users));
      for (let tries = 0; (await page.getByTestId('admin-activity-row').count()) !== expected && tries < 50; tries++)
        await page.waitForTimeout(100);
      const actions = await page
        .getByTestId('admin-activity-row')
        .evaluateAll((rows) => rows.map((r) => (r as unknown as { dataset: { action: string } }).dataset.action));
      expect(actions.length).toBe(expected);
      expect(new Set(actions)).toEqual(new Set(['users.toggle-status']));
      // the filter survives a reload (rendered by the server first)
      await openHydrated(page, page.url());
      expect(await page.getByTestId('admin-activity-row').count()).toBe(Math.min(20, Number(users)));
      expect(await page.getByTestId('admin-activity-entity').inputValue()).toBe('users');

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
    // spec 3 §6 default grants: the support agent reads people, orders, payments and refunds, nothing else
    const agentNav = staff.page.getByTestId('admin-sidebar').locator('visible=true');
    expect(await agentNav.getByText('Tableau de bord').count()).toBe(1);
    expect(await agentNav.getByText('Remboursements').count()).toBe(1);
    expect(await agentNav.getByText('Gestion des utilisateurs').count()).toBe(1);
    expect(await agentNav.getByText('Rôles').count()).toBe(0);
    // articles and draws are the back-office agent's (their pages send the support agent back, their API refuses)
    expect(await agentNav.getByText('Articles').count()).toBe(0);
    expect(await agentNav.getByText('Tirages spéciaux').count()).toBe(0);
    const offered = await staff.page
      .locator('[data-testid="admin-layout"] a[href^="/admin/"]')
      .evaluateAll((as) => as.map((a) => (a as unknown as { pathname: string }).pathname));
    const allowed = [
      '/admin/dashboard',
      '/admin/users',
      '/admin/customers',
      '/admin/vendors',
      '/admin/admins',
      '/admin/orders',
      '/admin/refunds',
      '/admin/payments',
      // the ledger's balances go with payments.view, which the support agent holds
      '/admin/ledger',
      '/admin/notifications',
      '/admin/profile',
    ];
    for (const href of new Set(offered)) expect(allowed).toContain(href.replace(/^(\/admin\/[^/]+).*/, '$1'));
    expect(await staff.page.getByTestId('admin-recent-draws').count()).toBe(0);
    // the activity log needs activities.view, which the support agent does not hold
    expect(await staff.page.getByTestId('admin-activities-all').count()).toBe(0);
    await staff.page.goto(`${server.url}/admin/activities`);
    expect(new URL(staff.page.url()).pathname).toBe('/admin/dashboard');
    expect(staff.problems).toEqual([]);
    await staff.page.context().close();
  });
});
