import type { MerchantSimpleDashboard } from '../../src/contracts/merchant.js';
import { sessionCookie } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

const PASSWORD = 'Mbolo2026!';
const SELLER = 'vendeur@mbolo.test'; // demo individual seller
const ENTERPRISE = 'entreprise@mbolo.test';
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess();
}, 120_000);
afterAll(() => server?.stop());

/** A page as the server renders it for this session, without its scripts (the +data JSON lives there, not rows). */
async function serverMarkup(cookie: string, path: string): Promise<string> {
  const res = await fetch(server.url + path, { headers: { cookie }, redirect: 'manual' });
  expect(res.status).toBe(200);
  return (await res.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}

async function apiAs<T>(cookie: string, path: string): Promise<T> {
  const res = await fetch(`${server.url}/api${path}`, { headers: { cookie, ...XHR } });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

/** Text as React writes it into HTML. */
const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** Rendered data, not a loading state: no list skeleton, no "Chargement…" placeholder (a chart's own canvas placeholder aside). */
function painted(body: string) {
  expect(body).not.toContain('data-testid="list-skeleton"');
  expect(body).not.toContain('aria-label="Chargement…"');
}

describe('merchant area, first paint (built app)', () => {
  it("first paint: the seller's lists, dashboard, raffle and edit form are in the server HTML, filtered as the URL says", async () => {
    const cookie = await sessionCookie(server.url, SELLER, PASSWORD);
    type Rows<T> = { data: T[] };
    const all = await apiAs<Rows<{ id: number; name: string; sale_mode: string }>>(cookie, '/merchant/products');
    const raffles = await apiAs<Rows<{ id: number; name: string }>>(cookie, '/merchant/products?sale_mode=lottery');
    const direct = await apiAs<Rows<{ id: number; name: string }>>(cookie, '/merchant/products?sale_mode=direct');
    expect(raffles.data.length).toBeGreaterThan(0);
    expect(direct.data.length).toBeGreaterThan(0);

    let body = await serverMarkup(cookie, '/merchant/products');
    painted(body);
    expect(body).toContain(`data-product="${all.data[0]!.id}"`);
    expect(body).toContain(esc(all.data[0]!.name));
    // the URL's filter is applied on the server too: raffles only
    body = await serverMarkup(cookie, '/merchant/products?sale_mode=lottery');
    for (const p of raffles.data) expect(body).toContain(`data-product="${p.id}"`);
    expect(body).not.toContain(`data-product="${direct.data[0]!.id}"`);

    const orders = await apiAs<Rows<{ order_number: string }> & { stats: { total_orders: number } }>(
      cookie,
      '/merchant/orders',
    );
    expect(orders.data.length).toBeGreaterThan(0);
    body = await serverMarkup(cookie, '/merchant/orders');
    painted(body);
    expect(body).toContain(`data-order="${orders.data[0]!.order_number}"`);
    expect(body).toMatch(new RegExp(`data-testid="stat-orders-value"[^>]*>${orders.stats.total_orders}<`));
    const toShip = await apiAs<Rows<{ order_number: string }>>(cookie, '/merchant/orders?status=to_ship');
    body = await serverMarkup(cookie, '/merchant/orders?status=to_ship');
    for (const o of toShip.data) expect(body).toContain(`data-order="${o.order_number}"`);
    const other = orders.data.find((o) => !toShip.data.some((x) => x.order_number === o.order_number));
    if (other) expect(body).not.toContain(`data-order="${other.order_number}"`);

    const lotteries = await apiAs<Rows<{ id: number; lottery_number: string }>>(cookie, '/merchant/lotteries');
    expect(lotteries.data.length).toBeGreaterThan(0);
    body = await serverMarkup(cookie, '/merchant/lotteries');
    painted(body);
    expect(body).toContain(`data-lottery="${lotteries.data[0]!.id}"`);
    body = await serverMarkup(cookie, `/merchant/lotteries/${lotteries.data[0]!.id}`);
    painted(body);
    expect(body).toContain(lotteries.data[0]!.lottery_number);
    expect(body).toContain('data-testid="stat-participants-value"');

    const dash = (await apiAs<{ data: MerchantSimpleDashboard }>(cookie, '/merchant/dashboard/simple')).data;
    body = await serverMarkup(cookie, '/merchant/simple-dashboard');
    painted(body);
    expect(body).toMatch(new RegExp(`data-testid="stat-to-ship-value"[^>]*>${dash.to_ship.count}<`));
    if (dash.raffles[0]) expect(body).toContain(`data-lottery="${dash.raffles[0].id}"`);

    const refunds = await apiAs<{ totals: { lotteries: number } }>(cookie, '/merchant/refunds');
    body = await serverMarkup(cookie, '/merchant/refunds');
    painted(body);
    expect(body).toContain(
      refunds.totals.lotteries === 0 ? 'data-testid="refunds-empty"' : 'data-testid="refund-totals"',
    );

    body = await serverMarkup(cookie, `/merchant/products/${direct.data[0]!.id}/edit`);
    painted(body);
    expect(body).toContain('data-testid="product-form"');
    expect(body).toContain(`value="${esc(direct.data[0]!.name)}"`);
  });

  it("first paint for the enterprise: full dashboard, analytics and settings rendered; another seller's rows never", async () => {
    const cookie = await sessionCookie(server.url, ENTERPRISE, PASSWORD);
    const seller = await sessionCookie(server.url, SELLER, PASSWORD);
    let body = await serverMarkup(cookie, '/merchant/dashboard');
    painted(body);
    expect(body).toContain('data-testid="conversion-rate"');

    const month = (
      await apiAs<{ data: { totals: { orders: number; tickets: number } } }>(cookie, '/merchant/analytics?period=month')
    ).data;
    body = await serverMarkup(cookie, '/merchant/analytics?period=month');
    painted(body);
    expect(body).toMatch(new RegExp(`data-testid="total-orders-value"[^>]*>${month.totals.orders}<`));
    expect(body).toMatch(new RegExp(`data-testid="total-tickets-value"[^>]*>${month.totals.tickets}<`));

    const profile = (
      await apiAs<{ data: { company_name: string | null; payout_phone: string | null } }>(cookie, '/merchant/settings')
    ).data;
    expect(profile.company_name).toBeTruthy();
    body = await serverMarkup(cookie, '/merchant/settings');
    painted(body);
    expect(body).toContain(`value="${esc(profile.company_name!)}"`);

    // the seller's product and raffle: the enterprise's pages neither list nor show them
    const theirs = (
      await apiAs<{ data: { id: number; name: string }[] }>(seller, '/merchant/products?sale_mode=lottery')
    ).data[0]!;
    const theirRaffle = (await apiAs<{ data: { id: number; lottery_number: string }[] }>(seller, '/merchant/lotteries'))
      .data[0]!;
    body = await serverMarkup(cookie, '/merchant/products');
    painted(body);
    expect(body).not.toContain(`data-product="${theirs.id}"`);
    body = await serverMarkup(cookie, `/merchant/products/${theirs.id}/edit`);
    expect(body).not.toContain(esc(theirs.name));
    body = await serverMarkup(cookie, `/merchant/lotteries/${theirRaffle.id}`);
    // found missing on the server: the message is there at once, not after a request from the browser
    painted(body);
    expect(body).not.toContain(theirRaffle.lottery_number);
    expect(body).toContain('Tombola introuvable');
  });
});
