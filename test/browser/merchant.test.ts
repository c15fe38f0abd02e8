import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { formatFCFA } from '../../src/common/format/money.js';
import {
  ticketPrice,
  type MerchantLotteryTerms,
  type MerchantProductView,
  type MerchantSimpleDashboard,
} from '../../src/contracts/merchant.js';
import { launchBrowser, openHydrated, openMobilePage, signIn } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

const PASSWORD = 'Mbolo2026!';
const SELLER = 'vendeur@mbolo.test'; // demo individual seller
const ENTERPRISE = 'entreprise@mbolo.test';
const CUSTOMER = 'client@mbolo.test';
const PAYS = '074010203'; // the simulator pays numbers ending 00–69
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
// Intl writes amounts with narrow no-break spaces; compare with plain ones
const plain = (s: string | null) => (s ?? '').replace(/[\s\u202F\u00A0]+/g, ' ').trim();
const png = (background: string) =>
  sharp({ create: { width: 80, height: 60, channels: 3, background } })
    .png()
    .toBuffer();

let server: ServerProcess;
let browser: Browser;
beforeAll(async () => {
  server = await startServerProcess({ SIMULATOR_DELAY_MS: '300' });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A signed-in browser (phone-sized unless told), collecting page and console errors. */
async function signedIn(email: string, width = 360): Promise<{ page: Page; problems: string[] }> {
  // the 409 of a locked raffle is expected where the test provokes it
  const opened = await openMobilePage(browser, { width, height: 800, allowConsole: /status of 409/ });
  await signIn(opened.page, server.url, email, PASSWORD);
  return opened;
}

const open = (page: Page, path: string) => openHydrated(page, server.url + path);

async function getJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`${server.url}/api${path}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

async function postJson<T>(page: Page, path: string, data: unknown): Promise<T> {
  const res = await page.request.post(`${server.url}/api${path}`, { data, headers: XHR });
  const body = (await res.json()) as { data: T; message?: string };
  if (res.status() !== 201) throw new Error(`POST ${path}: ${res.status()} ${body.message}`);
  return body.data;
}

/** Pays an order through the real flow (bill + USSD push to the simulator) and waits for the settlement. */
async function pay(page: Page, orderNumber: string) {
  const res = await page.request.post(`${server.url}/api/payments/initiate-from-transaction`, {
    data: { phone: PAYS, operator: 'airtel', order_number: orderNumber },
    headers: XHR,
  });
  expect(res.ok()).toBe(true);
  const { bill_id } = ((await res.json()) as { data: { bill_id: string } }).data;
  const deadline = Date.now() + 20_000;
  let status = 'pending';
  while (status === 'pending' && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 300));
    status = (await getJson<{ status: string }>(page, `/payments/status/${bill_id}`)).status;
  }
  expect(status).toBe('paid');
}

/** Fills the common fields of the product form. */
async function fillProduct(page: Page, p: { name: string; price: string }) {
  const form = page.getByTestId('product-form');
  await form.getByLabel("Nom de l'article").fill(p.name);
  await form.locator('textarea[name="description"]').fill(`${p.name} : neuf, livré à Libreville sous 48 h.`);
  await form.getByLabel('Catégorie').selectOption({ index: 1 });
  await form.locator('input[name="price"]').fill(p.price);
}

const inDays = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T18:00`;
};

describe('merchant area (built app, Chromium)', () => {
  let raffle: MerchantProductView;

  it('the individual seller creates a raffle with two images, priced live; it is public with its seed commitment', async () => {
    const { page, problems } = await signedIn(SELLER);
    await open(page, '/merchant');
    expect(new URL(page.url()).pathname).toBe('/merchant/simple-dashboard');
    await page.getByTestId('merchant-simple-dashboard').waitFor();
    await page.getByTestId('new-product').first().click();
    await page.waitForURL(/\/merchant\/products\/create$/);
    const form = page.getByTestId('product-form');
    await form.waitFor();
    await form.getByText('Tombola', { exact: true }).click();

    const terms = await getJson<MerchantLotteryTerms>(page, '/merchant/products/terms');
    expect(terms.fixed_total_tickets).toBe(500);
    const expected = (price: number) =>
      ticketPrice({
        price,
        totalTickets: 500,
        commission: terms.platform_commission / 100,
        margin: terms.margin,
        min: terms.ticket_price_min,
        max: terms.ticket_price_max,
      });
    const tickets = form.locator('input[name="total_tickets"]');
    expect(await tickets.isDisabled()).toBe(true);
    expect(await tickets.inputValue()).toBe('500');

    await fillProduct(page, { name: 'Vélo tout-terrain Rockrider', price: '100000' });
    expect(plain(await page.getByTestId('ticket-price').textContent())).toBe(
      plain(`${expected(100_000).toLocaleString('fr-FR')} FCFA`),
    );
    await form.locator('input[name="price"]').fill('400000');
    // ceil(price × (1 + commission + margin) / tickets), in basis points so that 400 000 × 1.1 stays exact
    const bp = Math.round((terms.platform_commission / 100 + terms.margin) * 10_000);
    expect(expected(400_000)).toBe(
      Math.min(
        terms.ticket_price_max,
        Math.max(terms.ticket_price_min, Math.ceil((400_000 * (10_000 + bp)) / (10_000 * 500))),
      ),
    );
    expect(plain(await page.getByTestId('ticket-price').textContent())).toBe(
      plain(`${expected(400_000).toLocaleString('fr-FR')} FCFA`),
    );

    // live validation with the shared rules: a minimum above the 500 tickets is refused, then corrected
    await form.getByLabel('Minimum de participants').fill('600');
    await form.getByLabel('Date de fin').fill(inDays(10));
    await page.getByTestId('publish-product').click();
    await form.getByText('Le minimum de participants ne peut pas dépasser le nombre de tickets').waitFor();
    await form.getByLabel('Minimum de participants').fill(String(terms.min_participants));
    await form
      .getByText('Le minimum de participants ne peut pas dépasser le nombre de tickets')
      .waitFor({ state: 'detached' });

    // two images, previewed in order; the second becomes the main one
    await page.getByTestId('image-input').setInputFiles([
      { name: 'rouge.png', mimeType: 'image/png', buffer: await png('#c0392b') },
      { name: 'vert.png', mimeType: 'image/png', buffer: await png('#009e60') },
    ]);
    const items = page.getByTestId('image-item');
    expect(await items.count()).toBe(2);
    const second = await items.nth(1).locator('img').getAttribute('src');
    // on a phone the form's actions stay pinned at the bottom: bring the previews up to the middle first
    await page
      .getByTestId('image-grid')
      .evaluate((el) =>
        (el as unknown as { scrollIntoView(o: { block: string }): void }).scrollIntoView({ block: 'center' }),
      );
    await page.getByRole('button', { name: "Placer l'image 2 avant" }).click();
    expect(await items.nth(0).locator('img').getAttribute('src')).toBe(second);
    await items.nth(0).getByTestId('main-image').waitFor();

    await page.getByTestId('publish-product').click();
    await page.waitForURL(/\/merchant\/products$/);
    const card = page.getByTestId('merchant-product').filter({ hasText: 'Vélo tout-terrain Rockrider' });
    await card.waitFor();
    expect(await card.getAttribute('data-status')).toBe('active');
    const id = Number(await card.getAttribute('data-product'));

    raffle = await getJson<MerchantProductView>(page, `/merchant/products/${id}`);
    expect(raffle.images).toHaveLength(2);
    expect(raffle.lottery).toMatchObject({
      total_tickets: 500,
      min_participants: terms.min_participants,
      ticket_price: expected(400_000),
      status: 'open',
    });
    expect(raffle.lottery!.seed_commitment).toMatch(/^[0-9a-f]{64}$/);

    // the public catalogue shows it with the same commitment
    await open(page, `/products/${id}`);
    await page.getByRole('heading', { name: 'Vélo tout-terrain Rockrider' }).waitFor();
    expect((await page.getByTestId('seed-commitment').textContent())?.trim()).toBe(raffle.lottery!.seed_commitment);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a customer pays a ticket; the seller sees the sale, and the locked fields with the server 409', async () => {
    const { page: seller, problems } = await signedIn(SELLER, 1280);
    const before = await getJson<MerchantSimpleDashboard>(seller, '/merchant/dashboard/simple');
    // the edit page is open before the sale: saving a locked field afterwards gets the server's 409
    await open(seller, `/merchant/products/${raffle.id}/edit`);
    const form = seller.getByTestId('product-form');
    await form.waitFor();

    const { page: customer } = await signedIn(CUSTOMER);
    const price = raffle.lottery!.ticket_price;
    const order = await postJson<{ order_number: string }>(customer, '/tickets/purchase', {
      lottery_id: raffle.lottery!.id,
      quantity: 1,
      total_amount: price,
    });
    await pay(customer, order.order_number);
    await customer.context().close();

    await form.locator('input[name="price"]').fill('450000');
    await seller.getByTestId('save-product').click();
    const conflict = seller.getByTestId('conflict');
    await conflict.waitFor();
    expect(await conflict.textContent()).toContain(
      'le prix, le nombre de tickets, le minimum de participants et la date de fin ne peuvent plus être modifiés',
    );

    await open(seller, `/merchant/products/${raffle.id}/edit`);
    await seller.getByTestId('locked-notice').waitFor();
    for (const name of ['price', 'total_tickets', 'min_participants', 'end_date'])
      expect(await seller.locator(`input[name="${name}"]`).isDisabled()).toBe(true);

    await open(seller, '/merchant/simple-dashboard');
    const sales = seller.getByTestId('stat-sales-month-value');
    await sales.waitFor();
    expect(plain(await sales.textContent())).toBe(
      plain(`${(before.sales_this_month.amount + price).toLocaleString('fr-FR')} FCFA`),
    );
    const mine = seller.getByTestId('raffle').filter({ hasText: 'Vélo tout-terrain Rockrider' });
    expect(await mine.getByTestId('raffle-sold').textContent()).toBe('1 / 500 tickets vendus');
    await seller.getByTestId('merchant-sidebar').getByRole('link', { name: 'Tirages spéciaux' }).click();
    await seller.waitForURL(/\/merchant\/lotteries$/);
    await seller.getByTestId('raffle').filter({ hasText: 'Vélo tout-terrain Rockrider' }).click();
    await seller.waitForURL(/\/merchant\/lotteries\/\d+$/);
    expect(await seller.getByTestId('stat-participants-value').textContent()).toBe('1');
    await seller.locator('[data-testid="lottery-chart"][data-ready]').waitFor();
    expect(problems).toEqual([]);
    await seller.context().close();
  });

  it('a direct sale is paid, shows as to ship on the dashboard, and the seller marks it shipped', async () => {
    const { page: seller, problems } = await signedIn(SELLER);
    await open(seller, '/merchant/products/create');
    await fillProduct(seller, { name: 'Glacière Coleman 28 L', price: '35000' });
    await seller.getByTestId('product-form').getByLabel('Stock disponible').fill('3');
    await seller.getByTestId('publish-product').click();
    await seller.waitForURL(/\/merchant\/products$/);
    const card = seller.getByTestId('merchant-product').filter({ hasText: 'Glacière Coleman 28 L' });
    const id = Number(await card.getAttribute('data-product'));

    const { page: customer } = await signedIn(CUSTOMER);
    const order = await postJson<{ order_number: string }>(customer, '/payments/initiate', {
      product_id: id,
      amount: 35_000,
      quantity: 1,
    });
    await pay(customer, order.order_number);

    await open(seller, '/merchant/simple-dashboard');
    // the dashboard previews the oldest orders to ship (the demo data has some): the new one is on the orders page
    await seller.getByTestId('to-ship-section').getByTestId('to-ship').first().waitFor();

    await open(seller, '/merchant/orders?status=to_ship');
    const row = seller.locator(`[data-testid="merchant-order"][data-order="${order.order_number}"]`);
    await row.getByTestId('ship-order').click();
    await seller.getByTestId('ship-confirm').click();
    await seller.getByText('Commande marquée comme expédiée').waitFor();
    // the to-ship list no longer holds it; the buyer's order is on its way
    await row.waitFor({ state: 'detached' });
    const mine = await getJson<{ status: string }>(customer, `/orders/${order.order_number}`);
    expect(mine.status).toBe('shipping');
    expect(problems).toEqual([]);
    await customer.context().close();
    await seller.context().close();
  });

  it('the enterprise lands on the full dashboard with its charts; analytics and settings work', async () => {
    const { page, problems } = await signedIn(ENTERPRISE, 1280);
    await open(page, '/merchant');
    expect(new URL(page.url()).pathname).toBe('/merchant/dashboard');
    await page.getByTestId('merchant-full-dashboard').waitFor();
    await page.locator('[data-testid="revenue-chart"][data-ready]').waitFor();
    await page.getByTestId('conversion-rate').waitFor();
    await page.getByTestId('merchant-sidebar').getByRole('link', { name: 'Remboursements' }).click();
    await page.waitForURL(/\/merchant\/refunds$/);
    expect(await page.getByTestId('refunds-how').textContent()).toBe(
      'Les acheteurs sont remboursés par la plateforme, directement sur leur numéro de mobile money.',
    );
    const owed = await page.request.get(`${server.url}/api/merchant/refunds`);
    const { totals } = (await owed.json()) as { totals: { lotteries: number; amount: number } };
    if (totals.lotteries === 0) await page.getByTestId('refunds-empty').getByText('Aucun remboursement').waitFor();
    else
      expect(plain(await page.getByTestId('refund-total-amount-value').textContent())).toBe(
        plain(formatFCFA(totals.amount)),
      );

    await page.getByTestId('merchant-sidebar').getByRole('link', { name: 'Statistiques' }).click();
    await page.waitForURL(/\/merchant\/analytics$/);
    await page.locator('[data-testid="analytics-sales-chart"][data-ready]').waitFor();
    await page.getByTestId('period').getByRole('button', { name: 'Mois' }).click();
    await page.waitForURL(/period=month/);
    await page.locator('[data-testid="analytics-sales-chart"][data-ready]').waitFor();

    await open(page, '/merchant/settings');
    const payout = page.getByTestId('payout-form');
    await payout.getByLabel('Numéro Airtel Money ou Moov Money').fill('066123456');
    await payout.getByTestId('payout-operator').getByText('Moov Money').waitFor();
    await payout.getByLabel('Numéro Airtel Money ou Moov Money').fill('012345678');
    await payout.getByRole('button', { name: 'Enregistrer le numéro' }).click();
    await payout.getByRole('alert').waitFor();
    await payout.getByLabel('Numéro Airtel Money ou Moov Money').fill('074 55 66 77');
    await payout.getByTestId('payout-operator').getByText('Airtel Money').waitFor();
    await payout.getByRole('button', { name: 'Enregistrer le numéro' }).click();
    await page.getByText('Numéro de paiement mis à jour').waitFor();
    expect((await getJson<{ payout_phone: string }>(page, '/merchant/settings')).payout_phone).toBe('+24174556677');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
