import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, openHydrated, openMobilePage, sessionCookie, signIn } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

const PASSWORD = 'Mbolo2026!';
const RAFFLE = 'Téléviseur Samsung 55 pouces 4K'; // demo raffle: 1 000 FCFA a ticket
const PAYS = '074010203'; // the simulator pays numbers ending 00–69
const XRW = { 'X-Requested-With': 'XMLHttpRequest' };

let server: ServerProcess;
let browser: Browser;
let db: pg.Client;
beforeAll(async () => {
  // the simulator pays half a second after the push, while the customer's page is open
  server = await startServerProcess({ SIMULATOR_DELAY_MS: '500' });
  browser = await launchBrowser();
  db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
}, 120_000);
afterAll(async () => {
  await db?.end();
  await browser?.close();
  await server?.stop();
});

/** A signed-in phone-sized browser context; errors in its pages are collected. */
async function signedIn(email: string): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const opened = await openMobilePage(browser);
  await signIn(opened.page, server.url, email, PASSWORD);
  return { context: opened.page.context(), ...opened };
}

const open = (page: Page, path: string) => openHydrated(page, server.url + path);

async function unreadCount(context: BrowserContext): Promise<number> {
  const res = await context.request.get(`${server.url}/api/notifications/unread-count`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { unread_count: number } }).data.unread_count;
}

const badge = (page: Page) => page.getByTestId('notification-badge');
/** The number on the badge; no badge means none unread. */
async function badgeCount(page: Page): Promise<number> {
  return (await badge(page).count()) ? Number(await badge(page).textContent()) : 0;
}

async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!ok(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    value = await read();
  }
  return value;
}

async function userId(email: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('select id from users where email = $1', [email]);
  return rows[0]!.id;
}

describe('notifications (built app, simulator, Chromium, 360 px)', () => {
  it('raises the bell live when the order is paid from another browser, and the click leads to the tickets', async () => {
    const customer = await signedIn('client@mbolo.test');
    const { page } = customer;
    await open(page, '/customer');
    const before = await unreadCount(customer.context);
    const bell = page.getByTestId('notification-bell');
    await bell.waitFor();
    if (before > 0) expect(await badge(page).textContent()).toBe(String(before));
    else expect(await badge(page).count()).toBe(0);
    // a reload would lose this mark: the count must change in the page as it stands
    await page.evaluate(() => ((globalThis as unknown as { sameDocument: boolean }).sameDocument = true));

    // the other browser: the same customer buys 2 tickets and pays them by mobile money
    const other = await signedIn('client@mbolo.test');
    const search = await other.context.request.get(`${server.url}/api/products?search=${encodeURIComponent(RAFFLE)}`);
    const product = (
      (await search.json()) as { data: { products: { id: number; name: string }[] } }
    ).data.products.find((p) => p.name === RAFFLE)!;
    const detail = (await (await other.context.request.get(`${server.url}/api/products/${product.id}`)).json()) as {
      data: { active_lottery: { id: number; ticket_price: number } };
    };
    const lottery = detail.data.active_lottery;
    const purchase = await other.context.request.post(`${server.url}/api/tickets/purchase`, {
      headers: XRW,
      data: { lottery_id: lottery.id, quantity: 2, total_amount: 2 * lottery.ticket_price },
    });
    expect(purchase.status()).toBe(201);
    const orderNumber = ((await purchase.json()) as { data: { order_number: string } }).data.order_number;
    const pay = await other.context.request.post(`${server.url}/api/payments/initiate-from-transaction`, {
      headers: XRW,
      data: { phone: PAYS, operator: 'airtel', order_number: orderNumber },
    });
    expect(pay.ok()).toBe(true);

    // the bell counts the new notification without a reload
    await eventually(
      () => badgeCount(page),
      (n) => n > before,
      15_000,
    );
    expect(await page.evaluate(() => (globalThis as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    const after = await unreadCount(customer.context);
    expect(after).toBeGreaterThan(before);
    expect(await badge(page).textContent()).toBe(String(after));
    expect(await bell.getAttribute('aria-label')).toBe(`Notifications : ${after} non lue${after > 1 ? 's' : ''}`);

    // the menu lists it first, with its relative time; a click marks it read and goes to the tickets
    await bell.click();
    const menu = page.getByTestId('notification-menu');
    await menu.waitFor();
    const item = menu.getByTestId('bell-item').first();
    await item.waitFor();
    expect(await item.getAttribute('data-read')).toBe('false');
    expect(await item.locator('time').textContent()).toBe("À l'instant");
    const id = Number(await item.getAttribute('data-id'));
    const { rows } = await db.query<{ type: string; data: { order_number?: string } }>(
      'select type, data from notifications where id = $1',
      [id],
    );
    expect(rows[0]!.type).toBe('ticket_purchase');
    expect(rows[0]!.data.order_number).toBe(orderNumber);
    await item.click();
    await page.waitForURL(/\/customer\/tickets$/);
    expect(await page.evaluate(() => (globalThis as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    const readAt = await db.query<{ read_at: Date | null }>('select read_at from notifications where id = $1', [id]);
    expect(readAt.rows[0]!.read_at).not.toBeNull();
    expect(
      await eventually(
        () => badgeCount(page),
        (n) => n === after - 1,
      ),
    ).toBe(after - 1);
    expect(await unreadCount(customer.context)).toBe(after - 1);

    expect(customer.problems).toEqual([]);
    await other.context.close();
    await customer.context.close();
  });

  it('lists, filters, loads more, marks read, marks all read and deletes on the notifications page', async () => {
    const email = 'client2@mbolo.test';
    const uid = await userId(email);
    // a real order of hers, so that the click target is a page that exists
    const order = await db.query<{ order_number: string }>(
      'select order_number from orders where user_id = $1 order by id limit 1',
      [uid],
    );
    const orderNumber = order.rows[0]!.order_number;
    await db.query('delete from notifications where user_id = $1', [uid]);
    // 104 unread rows: over 99 for the badge, and more than one page of 20
    await db.query(
      `insert into notifications (user_id, type, title, message, data, read_at, created_at)
       select $1, case when i % 4 = 0 then 'reminder' else 'order_status_changed' end,
              'Commande <b>MB-TEST-' || i || '</b>', 'Votre commande a été <em>expédiée</em>.',
              jsonb_build_object('order_number', $2::text), null, now() - (i || ' hours')::interval
       from generate_series(1, 104) as i`,
      [uid, orderNumber],
    );
    const { context, page, problems } = await signedIn(email);
    const total = await unreadCount(context);
    expect(total).toBe(104);

    // first paint from +data: the server HTML already holds the first 20 rows and the figures
    const cookie = await sessionCookie(server.url, email, PASSWORD);
    const html = await (await fetch(`${server.url}/customer/notifications`, { headers: { Cookie: cookie } })).text();
    expect(html.match(/data-testid="notification-row"/g)).toHaveLength(20);
    expect(html).toContain('Commande <b>MB-TEST-1</b>');
    expect(html).not.toContain('MB-TEST-21<');
    expect(html).not.toContain('animate-pulse');
    const anonymous = await fetch(`${server.url}/customer/notifications`, { redirect: 'manual' });
    expect(anonymous.headers.get('location')).toMatch(/\/login\?redirect=%2Fcustomer%2Fnotifications$/);
    // … and the browser does not ask for them again
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/notifications') asked.push(r.url());
    });

    await open(page, '/notifications');
    await page.waitForURL(/\/customer\/notifications$/);
    await page.getByTestId('notifications-page').waitFor();
    expect(await badge(page).textContent()).toBe('99+');
    const rows = page.getByTestId('notification-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(20);
    await page.waitForTimeout(300);
    expect(asked).toEqual([]);
    // titles are HTML: the <b> is an element, not text
    const first = rows.first();
    expect(await first.locator('[data-testid="notification-title"] b').textContent()).toBe('MB-TEST-1');
    expect(await first.locator('[data-testid="notification-message"] em').textContent()).toBe('expédiée');
    expect(await first.locator('time').textContent()).toBe('il y a 1 h');

    await page.getByTestId('load-more').click();
    expect(
      await eventually(
        () => rows.count(),
        (n) => n === 40,
      ),
    ).toBe(40);
    // one read of the list as it stands, not one round trip per row racing the page's next render
    const attrs = (name: string) =>
      rows.evaluateAll(
        (els, n) => els.map((el) => (el as unknown as { getAttribute(a: string): string | null }).getAttribute(n)),
        name,
      );
    const ids = await attrs('data-id');
    // a page error or reload in between shows here with its cause, not as a missing row
    expect({ rows: new Set(ids).size, problems }).toEqual({ rows: 40, problems: [] });
    expect(asked).toHaveLength(1);

    // filter by type: only reminders
    await page.getByRole('button', { name: /^Rappels/ }).click();
    const types = () => attrs('data-type');
    await eventually(types, (list) => list.length > 0 && list.every((t) => t === 'reminder'));
    expect(await rows.count()).toBe(20);
    expect(await page.getByRole('button', { name: /^Rappels/ }).getAttribute('aria-pressed')).toBe('true');

    // mark one read from the page: the badge follows
    await page.getByRole('button', { name: /^Toutes/ }).click();
    await eventually(types, (list) => list[0] === 'order_status_changed');
    await first.getByTestId('notification-mark-read').click();
    await eventually(
      () => first.getAttribute('data-read'),
      (v) => v === 'true',
    );
    expect(
      await eventually(
        () => unreadCount(context),
        (n) => n === total - 1,
      ),
    ).toBe(total - 1);

    // a click on a notification goes to its order
    await rows.nth(1).getByTestId('notification-open').click();
    await page.waitForURL((url) => url.pathname === `/customer/orders/${encodeURIComponent(orderNumber)}`);
    expect(
      await eventually(
        () => unreadCount(context),
        (n) => n === total - 2,
      ),
    ).toBe(total - 2);
    await open(page, '/customer/notifications');
    await rows.first().waitFor();

    // delete one
    const doomed = await rows.first().getAttribute('data-id');
    await rows.first().getByTestId('notification-delete').click();
    await page.locator(`[data-testid="notification-row"][data-id="${doomed}"]`).waitFor({ state: 'detached' });
    const stored = async () => (await db.query('select 1 from notifications where id = $1', [doomed])).rowCount;
    expect(await eventually(stored, (n) => n === 0)).toBe(0);

    // mark all read: badge gone, unread filter empty
    await page.getByTestId('mark-all-read').click();
    await badge(page).waitFor({ state: 'detached' });
    expect(await page.getByTestId('notifications-summary').textContent()).toBe(
      'Vous êtes à jour : aucune notification non lue.',
    );
    expect(
      await eventually(
        () => unreadCount(context),
        (n) => n === 0,
      ),
    ).toBe(0);
    await page.getByRole('button', { name: /^Non lues/ }).click();
    await page.getByRole('heading', { name: 'Aucune notification non lue', exact: true }).waitFor();
    expect(await page.getByTestId('mark-all-read').isDisabled()).toBe(true);

    expect(problems).toEqual([]);
    await context.close();
  });

  it('falls back to reading the unread count every 30 s when the socket cannot connect', async () => {
    const email = 'client2@mbolo.test';
    const uid = await userId(email);
    await db.query('update notifications set read_at = now() where user_id = $1', [uid]);
    const { context, page } = await signedIn(email);
    await context.route('**/socket.io/**', (route) => route.abort());
    await open(page, '/customer');
    await page.getByTestId('notification-bell').waitFor();
    expect(await badge(page).count()).toBe(0);
    // written behind the app's back: no socket event, only the poll can see it
    await db.query(
      `insert into notifications (user_id, type, title, message, data, created_at) values ($1, 'system', 'Maintenance', 'Ce soir à 22 h.', '{}', now())`,
      [uid],
    );
    expect(
      await eventually(
        () => badgeCount(page),
        (n) => n === 1,
        40_000,
      ),
    ).toBe(1);
    await context.close();
  }, 60_000);

  it('sends /notifications to the notifications page of the admin and merchant areas', async () => {
    for (const [email, path] of [
      ['admin@mbolo.test', '/admin/notifications'],
      ['entreprise@mbolo.test', '/merchant/notifications'],
    ] as const) {
      // the server renders the page with its figures (the filter "all" shows its count): no first request
      const cookie = await sessionCookie(server.url, email, PASSWORD);
      const html = await (await fetch(server.url + path, { headers: { Cookie: cookie } })).text();
      expect(html).toMatch(/data-filter="all"[^>]*>[^<]*<span[^>]*>\d+<\/span>/);
      const { context, page, problems } = await signedIn(email);
      await open(page, '/notifications');
      expect(new URL(page.url()).pathname).toBe(path);
      await page.getByTestId('notifications-page').waitFor();
      await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
      expect(await page.getByTestId('notification-bell').count()).toBe(1);
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});
