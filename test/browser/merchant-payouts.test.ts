import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { formatFCFA } from '../../src/common/format/money.js';
import type { MerchantProductView } from '../../src/contracts/merchant.js';
import type { MerchantBalance, PayoutView } from '../../src/contracts/payouts.js';
import { launchBrowser, openHydrated, openMobilePage, sessionCookie, signIn } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';
import { apiHeaders, buyAndPayDirect } from '../support/demo-purchase.js';

const PASSWORD = 'Mbolo2026!';
const SELLER = 'vendeur@mbolo.test'; // demo individual seller
const CUSTOMER = 'client@mbolo.test';
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
// Intl writes amounts with narrow no-break spaces; compare with plain ones
const plain = (s: string | null) => (s ?? '').replace(/[\s\u202F\u00A0]+/g, ' ').trim();

let server: ServerProcess;
let browser: Browser;
beforeAll(async () => {
  server = await startServerProcess({ SIMULATOR_DELAY_MS: '200' });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Waits for a condition (10 s unless told). */
async function until(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met in ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

type PayoutsAnswer = { data: PayoutView[]; balance: MerchantBalance };

async function payouts(page: Page, query = ''): Promise<PayoutsAnswer> {
  const res = await page.request.get(`${server.url}/api/merchant/payouts${query}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as PayoutsAnswer;
}

/**
 * A sale of the seller's that the buyer received: a demo customer buys its dearest direct-sale article,
 * pays it through the simulator (Airtel) and confirms the delivery; with the demo's payout delay of 0
 * days, the next read of the payouts releases the seller's share. Answers the price.
 */
async function sellAndDeliver(seller: Page): Promise<number> {
  const res = await seller.request.get(
    `${server.url}/api/merchant/products?sale_mode=direct&status=active&per_page=50`,
  );
  expect(res.status()).toBe(200);
  const products = ((await res.json()) as { data: MerchantProductView[] }).data;
  const product = products
    .filter((p) => p.sale_mode === 'direct' && p.status === 'active' && (p.stock ?? 0) > 1)
    .sort((a, b) => b.price - a.price)[0];
  if (!product) throw new Error('the demo seller has no direct-sale article in stock');
  const headers = await apiHeaders(server.url, CUSTOMER, PASSWORD);
  const order = await buyAndPayDirect(server.url, headers, product);
  const delivered = await fetch(`${server.url}/api/orders/${order}/confirm-delivery`, {
    method: 'POST',
    headers,
    body: '{}',
  });
  expect(delivered.status).toBeLessThan(300);
  return product.price;
}

describe('the merchant payouts page (built app, Chromium)', () => {
  it('shows the balance, sends a payout request to the settings number, lists it « Demandé », and shows the server refusing more than is available', async () => {
    const { page, problems } = await openMobilePage(browser, {
      width: 1280,
      height: 900,
      allowConsole: /status of 4\d\d/,
    });
    await signIn(page, server.url, SELLER, PASSWORD);
    const saved = await page.request.put(`${server.url}/api/merchant/settings/payout`, {
      data: { payout_phone: '074010203' },
      headers: XHR,
    });
    expect(saved.status()).toBe(200);
    const start = (await payouts(page)).balance;
    const price = await sellAndDeliver(page);
    const listed = await payouts(page);
    const before = listed.balance;
    // the seller's share (the price less the commission) became available
    expect(before.available).toBeGreaterThan(start.available);
    expect(before.available - start.available).toBeLessThanOrEqual(price);
    expect(before.available).toBeGreaterThanOrEqual(before.min_amount);
    // sales from now on wait three days after delivery (what is available stays so)
    const admin = await sessionCookie(server.url, 'admin@mbolo.test', PASSWORD);
    const delayed = await fetch(`${server.url}/api/admin/settings`, {
      method: 'PUT',
      headers: { cookie: admin, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ payout_delay_days: 3 }),
    });
    expect(delayed.status).toBe(200);
    const amount =
      Math.floor(before.available / 2) >= before.min_amount ? Math.floor(before.available / 2) : before.available;

    await openHydrated(page, `${server.url}/merchant/payouts`);
    await page.getByRole('heading', { name: 'Versements', level: 1 }).waitFor();
    const card = (id: string) => page.getByTestId(`payout-${id}-value`);
    expect(plain(await card('available').textContent())).toBe(plain(formatFCFA(before.available)));
    expect(plain(await card('pending').textContent())).toBe(plain(formatFCFA(before.pending)));
    expect(plain(await card('in-flight').textContent())).toBe(plain(formatFCFA(before.in_flight)));
    expect(plain(await card('paid-out').textContent())).toBe(plain(formatFCFA(before.paid_out)));
    expect(plain(await page.getByTestId('payout-pending').textContent())).toContain(
      'Disponible 3 jours après la livraison ou la remise du lot',
    );
    expect(plain(await page.getByTestId('payout-destination').textContent())).toContain('074 01 02 03 (Airtel Money)');

    const form = page.getByTestId('payout-request-form');
    const field = form.getByLabel('Montant (FCFA)');
    expect(await field.inputValue()).toBe(String(before.available));

    // more than is available: the server's French refusal shows under the field, nothing is recorded
    await field.fill(String(before.available + 1000));
    await form.getByRole('button', { name: 'Demander un versement' }).click();
    await page.getByRole('button', { name: 'Confirmer la demande' }).click();
    const refusal = form.getByRole('alert');
    await refusal.waitFor();
    const direct = await page.request.post(`${server.url}/api/merchant/payouts`, {
      data: { amount: before.available + 1000 },
      headers: XHR,
    });
    expect(direct.status()).toBeGreaterThanOrEqual(400);
    expect(direct.status()).toBeLessThan(500);
    const message = ((await direct.json()) as { message: string }).message;
    expect(message).toMatch(/[a-zàâçéèêëîïôûù]{3}/i);
    expect(message).not.toMatch(/^payouts\./);
    expect(plain(await refusal.textContent())).toBe(plain(message));
    expect((await payouts(page)).data.map((p) => p.payout_number)).toEqual(listed.data.map((p) => p.payout_number));

    // an amount within the balance: recorded as « Demandé », the cards follow
    await field.fill(String(amount));
    await form.getByRole('button', { name: 'Demander un versement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmer la demande' });
    expect(plain(await dialog.textContent())).toContain(plain(formatFCFA(amount)));
    await dialog.getByRole('button', { name: 'Confirmer la demande' }).click();
    await page.locator('.toast').filter({ hasText: 'Succès' }).first().waitFor();
    const after = await payouts(page);
    const added = after.data.filter((p) => !listed.data.some((q) => q.id === p.id));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ amount, status: 'requested', payee_phone: '+24174010203' });
    expect(after.balance.available).toBe(before.available - amount);
    const row = page.locator(`[data-testid="payout-row"][data-number="${added[0]!.payout_number}"]`);
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('requested');
    expect(plain(await row.getByTestId('payout-status').textContent())).toBe('Demandé');
    expect(plain(await row.textContent())).toContain(plain(formatFCFA(amount)));
    await until(
      async () => plain(await card('available').textContent()) === plain(formatFCFA(before.available - amount)),
    );
    expect(plain(await card('in-flight').textContent())).toBe(plain(formatFCFA(before.in_flight + amount)));

    // its statement is a PDF
    const pdf = await page.request.get(
      `${server.url}${await row.getByTestId('payout-statement').getAttribute('href')}`,
    );
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');

    // the status filter is kept in the address and narrows the list
    await page.getByTestId('payout-status-filter').selectOption('rejected');
    await page.waitForURL(/[?&]status=rejected/);
    await row.waitFor({ state: 'detached' });
    const shown = await page
      .getByTestId('payout-row')
      .evaluateAll((rows) => rows.map((r) => (r as unknown as { dataset: { status: string } }).dataset.status));
    expect(shown.every((status) => status === 'rejected')).toBe(true);
    if (shown.length === 0) await page.getByText('Aucun versement avec ce statut').waitFor();
    await page.getByTestId('payout-status-filter').selectOption('requested');
    await page.waitForURL(/[?&]status=requested/);
    await row.waitFor();

    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('on a phone: below the minimum the request is closed with the reason; without a payout number, the way to the settings', async () => {
    const { page, problems } = await openMobilePage(browser, { width: 390, height: 800 });
    await signIn(page, server.url, SELLER, PASSWORD);
    const saved = await page.request.put(`${server.url}/api/merchant/settings/payout`, {
      data: { payout_phone: '066010203' },
      headers: XHR,
    });
    expect(saved.status()).toBe(200);
    const { available } = (await payouts(page)).balance;
    // the minimum raised above what the seller has
    const admin = await sessionCookie(server.url, 'admin@mbolo.test', PASSWORD);
    const setMinimum = (amount: number) =>
      fetch(`${server.url}/api/admin/settings`, {
        method: 'PUT',
        headers: { cookie: admin, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({ payout_min_amount: amount }),
      });
    const minimum = available + 1000;
    expect((await setMinimum(minimum)).status).toBe(200);
    const { balance } = await payouts(page);
    expect(balance.min_amount).toBe(minimum);

    await openHydrated(page, `${server.url}/merchant/payouts`);
    const closed = page.getByTestId('payout-below-min');
    await closed.waitFor();
    expect(plain(await closed.textContent())).toContain(
      `est inférieur au minimum de versement (${plain(formatFCFA(balance.min_amount))})`,
    );
    expect(plain(await page.getByTestId('payout-destination').textContent())).toContain('066 01 02 03 (Moov Money)');
    expect(await page.getByRole('button', { name: 'Demander un versement' }).isDisabled()).toBe(true);
    expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);

    const db = new pg.Client({ connectionString: server.databaseUrl });
    await db.connect();
    try {
      await db.query(
        `update merchant_profiles set payout_phone = null
         where user_id = (select id from users where email = $1)`,
        [SELLER],
      );
    } finally {
      await db.end();
    }
    await openHydrated(page, `${server.url}/merchant/payouts`);
    const noPhone = page.getByTestId('payout-no-phone');
    await noPhone.waitFor();
    expect(await page.getByTestId('payout-request-form').count()).toBe(0);
    const link = noPhone.getByRole('link', { name: 'Renseigner mon numéro' });
    expect(await link.getAttribute('href')).toBe('/merchant/settings');
    expect(problems).toEqual([]);
    await page.context().close();
    expect((await setMinimum(5000)).status).toBe(200);
  });
});
