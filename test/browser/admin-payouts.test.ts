import type { Browser, Page } from 'playwright-core';
import type { MerchantBalance, PayoutView } from '../../src/contracts/payouts.js';
import { launchBrowser, openHydrated, openMobilePage, sessionCookie, signIn } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';
import { apiHeaders, buyAndPayDirect } from '../support/demo-purchase.js';

const PASSWORD = 'Mbolo2026!';
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

let server: ServerProcess;
let browser: Browser;
beforeAll(async () => {
  // SHAP's simulator settles delayed payouts after SIMULATOR_DELAY_MS; the reconciliation asks every second
  server = await startServerProcess({ SIMULATOR_DELAY_MS: '1500', RECONCILE_INTERVAL_SECONDS: '1' });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const MERCHANT = 'vendeur@mbolo.test'; // demo individual seller
const JSON_XHR = { ...XHR, 'content-type': 'application/json' };

type MerchantPayouts = { data: PayoutView[]; balance: MerchantBalance };

/** An API call with a session cookie: GET without a body, POST with one unless `method` says otherwise. */
async function call<T>(
  cookie: string,
  path: string,
  body?: unknown,
  method = body === undefined ? 'GET' : 'POST',
): Promise<{ status: number; json: T }> {
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { cookie, ...JSON_XHR },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as T };
}

/** A demo customer buys one of the merchant's articles, pays it with the simulator and confirms delivery. */
async function sellOne(merchant: string): Promise<void> {
  const listed = await call<{
    data: { id: number; price: number; stock: number | null; sale_mode: string; status: string }[];
  }>(merchant, '/merchant/products?sale_mode=direct&status=active&per_page=50');
  const product = listed.json.data.filter((p) => (p.stock ?? 0) > 1).sort((a, b) => b.price - a.price)[0];
  if (!product) throw new Error('no direct-sale article with stock');
  const buyer = await sessionCookie(server.url, 'client@mbolo.test', PASSWORD);
  const order = await buyAndPayDirect(server.url, await apiHeaders(server.url, 'client@mbolo.test', PASSWORD), product);
  const delivered = await call(buyer, `/orders/${order}/confirm-delivery`, {});
  expect(delivered.status).toBeLessThan(300);
}

/**
 * `count` payouts of the minimum amount requested by the demo merchant to `phone`, its payout number
 * from then on. The simulator pays a number at once, except those ending 70–74 (paid after the delay)
 * and 75–79 (failed after the delay).
 */
async function requestPayouts(count: number, phone = '074010203'): Promise<PayoutView[]> {
  const merchant = await sessionCookie(server.url, MERCHANT, PASSWORD);
  const saved = await call(merchant, '/merchant/settings/payout', { payout_phone: phone }, 'PUT');
  expect(saved.status).toBe(200);
  let { balance } = (await call<MerchantPayouts>(merchant, '/merchant/payouts')).json;
  for (let sales = 0; balance.available < count * balance.min_amount; sales++) {
    if (sales === 5) throw new Error(`available balance stays at ${balance.available}`);
    await sellOne(merchant);
    balance = (await call<MerchantPayouts>(merchant, '/merchant/payouts')).json.balance;
  }
  const made: PayoutView[] = [];
  for (let i = 0; i < count; i++) {
    const res = await call<{ data: PayoutView }>(merchant, '/merchant/payouts', { amount: balance.min_amount });
    expect(res.status).toBe(201);
    expect(res.json.data.status).toBe('requested');
    made.push(res.json.data);
  }
  return made;
}

// the test is compiled without DOM types: the page's globals are reached through globalThis
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const w = globalThis as unknown as { innerWidth: number; document: { documentElement: { scrollWidth: number } } };
    return w.document.documentElement.scrollWidth <= w.innerWidth;
  });

const row = (page: Page, payout: PayoutView) =>
  page.locator(`[data-testid="admin-payout-row"][data-payout="${payout.payout_number}"]`);

describe('the back-office merchant payouts page (built app, Chromium)', () => {
  it('lists requested payouts from the server, approves one until it is paid, rejects another with a reason', async () => {
    const [toPay, toReject] = await requestPayouts(2);
    const { page, problems } = await openMobilePage(browser, { width: 1280, height: 900 });
    await signIn(page, server.url, 'admin@mbolo.test', PASSWORD);

    // first paint from the server: the rows are in its HTML
    const first = await page.goto(`${server.url}/admin/payouts`);
    const html = await first!.text();
    expect(html).toContain(`data-payout="${toPay.payout_number}"`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('heading', { name: 'Versements marchands', level: 1 }).waitFor();
    expect(await page.getByTestId('admin-sidebar').locator('a[href="/admin/payouts"]').count()).toBe(1);
    expect(Number(await page.getByTestId('stat-requested-value').textContent())).toBeGreaterThanOrEqual(2);

    const paying = row(page, toPay);
    await paying.getByTestId('payout-status').getByText('Demandé').waitFor();
    await paying.getByTestId('payout-approve').click();
    await page.getByTestId('payout-approve-confirm').click();
    // the simulator pays within a moment: the page asks again until the payout settles
    await row(page, toPay).and(page.locator('[data-status="paid"]')).waitFor({ timeout: 30_000 });
    await row(page, toPay).getByTestId('payout-status').getByText('Versé').waitFor();
    expect(await row(page, toPay).getByTestId('payout-approve').count()).toBe(0);

    const rejecting = row(page, toReject);
    await rejecting.getByTestId('payout-reject').click();
    const submit = page.getByTestId('payout-reject-submit');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByTestId('payout-reject-reason').fill('Numéro de réception à vérifier');
    await submit.click();
    await row(page, toReject).and(page.locator('[data-status="rejected"]')).waitFor();
    await row(page, toReject).getByTestId('payout-status').getByText('Rejeté').waitFor();
    await row(page, toReject).getByTestId('payout-reason').getByText('Numéro de réception à vérifier').waitFor();

    // the status filter goes through the URL and the API
    await page.getByTestId('admin-payout-status-filter').selectOption('rejected');
    await page.waitForURL(/status=rejected/);
    await row(page, toPay).waitFor({ state: 'detached' });
    await row(page, toReject).waitFor();
    await page.getByTestId('filters-reset').click();
    await row(page, toPay).waitFor();
    // the search applies by itself after a pause in typing
    await page.getByTestId('admin-payout-search').fill(toPay.payout_number);
    await row(page, toReject).waitFor({ state: 'detached' });
    await page.waitForURL(new RegExp(`search=${toPay.payout_number}`));
    expect(await page.getByTestId('admin-payout-row').count()).toBe(1);
    // a phone: the table scrolls in its own box, the page never sideways
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByTestId('filters-reset').click();
    await row(page, toReject).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('follows payouts on their way until paid or failed; a failed one shows why and is sent again or rejected', async () => {
    const [later] = await requestPayouts(1, '074010271');
    const [retried, rejected] = await requestPayouts(2, '074010276');
    const { page, problems } = await openMobilePage(browser, { width: 1280, height: 900 });
    await signIn(page, server.url, 'admin@mbolo.test', PASSWORD);
    await openHydrated(page, `${server.url}/admin/payouts`);

    const status = (p: PayoutView) => row(page, p).getByTestId('payout-status');
    for (const p of [later, retried, rejected]) {
      await row(page, p).getByTestId('payout-approve').click();
      await page.getByTestId('payout-approve-confirm').click();
      await status(p).getByText("En cours d'envoi").waitFor();
    }
    expect(Number(await page.getByTestId('stat-in-flight-value').textContent())).toBeGreaterThanOrEqual(3);
    // no reload: the page asks again by itself until the operator has answered (the job asks SHAP after 20 s)
    await status(later).getByText('Versé').waitFor({ timeout: 45_000 });
    for (const p of [retried, rejected]) {
      await row(page, p).and(page.locator('[data-status="failed"]')).waitFor({ timeout: 45_000 });
      await status(p).getByText('Échec').waitFor();
      expect((await row(page, p).getByTestId('payout-reason').textContent())?.trim()).toBeTruthy();
    }
    expect(Number(await page.getByTestId('stat-failed-value').textContent())).toBeGreaterThanOrEqual(2);

    await row(page, retried).getByTestId('payout-retry').click();
    await page.getByTestId('payout-retry-confirm').click();
    await status(retried).getByText("En cours d'envoi").waitFor();
    await row(page, retried).getByText('2 tentatives').waitFor();
    expect(await row(page, retried).getByTestId('payout-reject').count()).toBe(0);

    await row(page, rejected).getByTestId('payout-reject').click();
    await page.getByTestId('payout-reject-reason').fill('Le marchand doit corriger son numéro');
    await page.getByTestId('payout-reject-submit').click();
    await row(page, rejected).and(page.locator('[data-status="rejected"]')).waitFor();
    await row(page, rejected).getByTestId('payout-reason').getByText('Le marchand doit corriger son numéro').waitFor();
    expect(await row(page, rejected).getByTestId('payout-retry').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('is neither offered nor answered to a support agent without payouts.manage', async () => {
    const { page } = await openMobilePage(browser, { width: 1280, height: 900 });
    await signIn(page, server.url, 'agent@mbolo.test', PASSWORD);
    await openHydrated(page, `${server.url}/admin/dashboard`);
    const sidebar = page.getByTestId('admin-sidebar');
    await sidebar.locator('a[href="/admin/refunds"]').waitFor();
    expect(await sidebar.locator('a[href="/admin/payouts"]').count()).toBe(0);

    const cookie = await sessionCookie(server.url, 'agent@mbolo.test', PASSWORD);
    const listed = await fetch(`${server.url}/api/admin/payouts`, { headers: { cookie, ...XHR } });
    expect(listed.status).toBe(403);
    const approved = await fetch(`${server.url}/api/admin/payouts/1/approve`, {
      method: 'POST',
      headers: { cookie, ...XHR, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(approved.status).toBe(403);

    const res = await page.goto(`${server.url}/admin/payouts`);
    expect(res?.status()).toBeLessThan(500);
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard');
    expect(await page.getByTestId('admin-payouts').count()).toBe(0);
    await page.context().close();
  });
});
