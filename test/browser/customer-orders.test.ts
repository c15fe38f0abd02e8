import { readFile } from 'node:fs/promises';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Browser, Locator, Page } from 'playwright-core';
import { extractText } from 'unpdf';
import { ormConfig } from '../../mikro-orm.config.js';
import type { Product } from '../../src/modules/catalogue/product.entity.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import type { Payment } from '../../src/modules/payments/payment.entity.js';
import type { User } from '../../src/modules/users/user.entity.js';
import { createLottery, createProduct } from '../factories/catalogue.js';
import { Lottery } from '../../src/modules/lotteries/lottery.entity.js';
import { createPaidDirectOrder, createPaidLotteryOrder } from '../factories/orders.js';
import { createUser, FACTORY_PASSWORD } from '../factories/users.js';
import { launchBrowser, openHydrated, openMobilePage, sessionCookie, signIn } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

// Intl writes amounts with narrow no-break spaces; compare with plain ones
const plain = (s: string | null) => (s ?? '').replace(/[\s\u202F\u00A0]+/g, ' ').trim();

let server: ServerProcess;
let browser: Browser;
let orm: MikroORM;
let buyer: User;
let direct: { order: Order; payment: Payment };
let lottery: { order: Order; payment: Payment };
let stranger: Order;

beforeAll(async () => {
  server = await startServerProcess();
  browser = await launchBrowser();
  orm = await MikroORM.init(ormConfig({ clientUrl: server.databaseUrl, poolMax: 2 }));
  const em = orm.em.fork();
  buyer = await createUser(em, { firstName: 'Awa', lastName: 'Nzé' });
  const merchant = await createUser(em, { roles: ['Business Enterprise'], companyName: 'Okoumé Électronique SARL' });
  const fan: Product = await createProduct(em, { merchant, name: 'Ventilateur de test', price: 15_000, stock: 10 });
  const raffleProduct = await createProduct(em, {
    merchant,
    name: 'Téléviseur de test',
    saleMode: 'lottery',
    price: 350_000,
  });
  const { lottery: raffle } = await createLottery(em, { product: raffleProduct, totalTickets: 50, ticketPrice: 1000 });
  // the raffle order first, so the direct one is the newest
  lottery = await createPaidLotteryOrder(em, buyer, raffle, 3, { method: 'moov_money' });
  // drawn, and another ticket won: this order is final and brings no delivery
  await em.nativeUpdate(Lottery, { id: raffle.id }, { status: 'drawn' });
  direct = await createPaidDirectOrder(em, buyer, fan, { quantity: 2, method: 'airtel_money' });
  const other = await createUser(em);
  stranger = (await createPaidDirectOrder(em, other, fan)).order;
}, 120_000);
afterAll(async () => {
  await orm?.close();
  await browser?.close();
  await server?.stop();
});

async function signedIn(email: string): Promise<{ page: Page; problems: string[] }> {
  // the refused order below answers 403 on purpose; the browser logs that response
  const opened = await openMobilePage(browser, { allowConsole: /status of 403/, acceptDownloads: true });
  await signIn(opened.page, server.url, email, FACTORY_PASSWORD);
  return opened;
}

const open = (page: Page, path: string) => openHydrated(page, server.url + path);

/** Waits until the list shows `n` items (filters reload it in the browser). */
async function waitForCount(locator: Locator, n: number) {
  const deadline = Date.now() + 10_000;
  while ((await locator.count()) !== n) {
    if (Date.now() > deadline) throw new Error(`expected ${n} items, got ${await locator.count()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function attributes(locator: Locator, name: string): Promise<(string | null)[]> {
  const out: (string | null)[] = [];
  for (let i = 0; i < (await locator.count()); i++) out.push(await locator.nth(i).getAttribute(name));
  return out;
}

const card = (page: Page, orderNumber: string) =>
  page.locator(`[data-testid="order-card"][data-order="${orderNumber}"]`);

describe('customer orders and payments (built app, Chromium, 360 px)', () => {
  it('lists, filters, confirms receipt, downloads the invoice, then finds the payment', async () => {
    const { page, problems } = await signedIn(buyer.email!);
    const directNumber = direct.order.orderNumber;
    const lotteryNumber = lottery.order.orderNumber;

    await open(page, '/customer/orders');
    await page.getByTestId('order-stats').waitFor();
    expect(await page.getByTestId('stat-total-orders-value').textContent()).toBe('2');
    expect(await page.getByTestId('stat-completed-orders-value').textContent()).toBe('2');
    expect(plain(await page.getByTestId('stat-total-spent-value').textContent())).toBe('33 000 FCFA');
    const cards = page.getByTestId('order-card');
    await cards.first().waitFor();
    expect(await attributes(cards, 'data-order')).toEqual([directNumber, lotteryNumber]);
    expect(await page.getByText(stranger.orderNumber).count()).toBe(0);

    // the losing raffle order is paid but brings no delivery: invoice yes, receipt no
    const raffleCard = card(page, lotteryNumber);
    await raffleCard.getByText("Ticket de tombola non gagnant - aucune livraison n'est prévue").waitFor();
    expect(await raffleCard.getByTestId('order-confirm-receipt').count()).toBe(0);
    expect(await raffleCard.getByTestId('order-invoice').count()).toBe(1);

    await page.getByTestId('order-type-filter').selectOption('lottery');
    await page.waitForURL(/type=lottery/);
    await waitForCount(cards, 1);
    expect(await cards.first().getAttribute('data-order')).toBe(lotteryNumber);
    expect(plain(await cards.first().textContent())).toContain('3 ticket(s)');

    await page.getByTestId('order-type-filter').selectOption('product_purchase');
    await page.waitForURL(/type=product_purchase/);
    await card(page, directNumber).waitFor();
    await waitForCount(cards, 1);
    expect(await cards.first().getAttribute('data-order')).toBe(directNumber);

    // the search applies on Enter only
    await page.getByTestId('order-type-filter').selectOption('');
    await waitForCount(cards, 2);
    await page.getByTestId('order-search').fill(lotteryNumber);
    await page.waitForTimeout(300);
    expect(page.url()).not.toContain('q=');
    await page.getByTestId('order-search').press('Enter');
    await page.waitForURL(/q=/);
    await waitForCount(cards, 1);
    expect(await cards.first().getAttribute('data-order')).toBe(lotteryNumber);

    // the detail
    await open(page, '/customer/orders');
    await card(page, directNumber).getByTestId('order-link').click();
    await page.waitForURL(new RegExp(`/customer/orders/${directNumber}$`));
    await page.getByTestId('order-title').waitFor();
    expect(await page.getByTestId('order-title').textContent()).toBe(`Commande ${directNumber}`);
    expect(await page.getByTestId('order-status').getAttribute('data-status')).toBe('paid');
    expect(plain(await page.getByTestId('order-total').textContent())).toBe('30 000 FCFA');
    expect(await page.getByTestId('order-product').textContent()).toBe('Ventilateur de test');
    expect(plain(await page.getByTestId('order-client').textContent())).toContain('Awa Nzé');
    expect(await page.getByTestId('order-payment').count()).toBe(1);
    expect(await page.getByTestId('order-timeline').locator('[data-step="paid"]').getAttribute('data-state')).toBe(
      'current',
    );

    await page.getByTestId('confirm-receipt').click();
    await page.getByText('Cette action est irréversible', { exact: false }).waitFor();
    await page.getByTestId('confirm-receipt-notes').fill('   Reçu en bon état   ');
    await page.getByTestId('confirm-receipt-submit').click();
    await page.getByText('Réception du produit confirmée avec succès').waitFor();
    await page.locator('[data-testid="order-status"][data-status="fulfilled"]').waitFor();
    expect(await page.getByTestId('order-notes').textContent()).toBe('Reçu en bon état');
    expect(await page.getByTestId('confirm-receipt').count()).toBe(0);
    const stored = await orm.em.fork().findOneOrFail(Order, { id: direct.order.id });
    expect(stored.status).toBe('fulfilled');
    expect(stored.notes).toBe('Reçu en bon état');
    expect(stored.fulfilledAt).toBeInstanceOf(Date);

    // the invoice of the received order
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('order-invoice').click()]);
    expect(download.suggestedFilename()).toBe(`facture-${directNumber}.pdf`);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
    expect(text).toContain(directNumber);
    expect(plain(text)).toContain('30 000 FCFA');
    expect(text).toContain(direct.payment.reference);
    await page.getByText('Facture téléchargée avec succès').waitFor();

    // payments: both, filtered by method, then the detail with a link back to the order
    await open(page, '/customer/payments');
    await page.getByTestId('payment-stats').waitFor();
    expect(await page.getByTestId('stat-successful-payments-value').textContent()).toBe('2');
    expect(plain(await page.getByTestId('stat-total-amount-value').textContent())).toBe('33 000 FCFA');
    const payments = page.getByTestId('payment-card');
    await payments.first().waitFor();
    expect(await payments.count()).toBe(2);
    await page.getByTestId('payment-method-filter').selectOption('moov_money');
    await page.waitForURL(/method=moov_money/);
    await waitForCount(payments, 1);
    expect(await payments.first().getAttribute('data-reference')).toBe(lottery.payment.reference);
    await page.getByTestId('payment-method-filter').selectOption('');
    await waitForCount(payments, 2);

    const paid = page.locator(`[data-testid="payment-card"][data-reference="${direct.payment.reference}"]`);
    expect(await paid.getByTestId('payment-order-link').getAttribute('href')).toBe(`/customer/orders/${directNumber}`);
    await paid.getByTestId('payment-link').click();
    await page.waitForURL(new RegExp(`/customer/payments/${direct.payment.id}$`));
    await page.getByTestId('payment-title').waitFor();
    expect(await page.getByTestId('payment-title').textContent()).toBe(`Paiement ${direct.payment.reference}`);
    expect(plain(await page.getByTestId('payment-amount').textContent())).toBe('30 000 FCFA');
    expect(await page.getByTestId('payment-order-link').getAttribute('href')).toBe(`/customer/orders/${directNumber}`);
    expect(await page.getByTestId('payment-invoice').count()).toBe(1);
    expect(await page.getByTestId('payment-retry').count()).toBe(0);

    // someone else's order is refused with the spec's sentence
    await open(page, `/customer/orders/${stranger.orderNumber}`);
    await page.getByText("Vous n'êtes pas autorisé à voir cette commande.").waitFor();

    expect(problems).toEqual([]);
    await page.context().close();
  });
});

/** The server's HTML of a page, for the buyer: what a visitor sees before any script ran. */
async function serverHtml(cookie: string, path: string): Promise<string> {
  const res = await fetch(server.url + path, { headers: { Cookie: cookie } });
  expect(res.status).toBe(200);
  return res.text();
}

describe('customer orders and payments: first paint from +data (issue 18)', () => {
  it('the server HTML already holds the rows, the filtered rows, the details and the not-found states', async () => {
    const cookie = await sessionCookie(server.url, buyer.email!, FACTORY_PASSWORD);
    const directNumber = direct.order.orderNumber;
    const lotteryNumber = lottery.order.orderNumber;

    let html = await serverHtml(cookie, '/customer/orders');
    expect(html).toContain(`data-order="${directNumber}"`);
    expect(html).toContain(`data-order="${lotteryNumber}"`);
    expect(html).toContain('data-testid="stat-total-orders-value">2<');
    expect(html).not.toContain(stranger.orderNumber);
    // the URL's filters are read on the server as in the browser
    html = await serverHtml(cookie, '/customer/orders?type=lottery');
    expect(html).toContain(`data-order="${lotteryNumber}"`);
    expect(html).not.toContain(`data-order="${directNumber}"`);

    html = await serverHtml(cookie, `/customer/orders/${directNumber}`);
    expect(html).toContain(`Commande ${directNumber}</h1>`);
    expect(html).toContain('Ventilateur de test');
    html = await serverHtml(cookie, `/customer/orders/${stranger.orderNumber}`);
    expect(html).toMatch(
      /data-testid="load-error"><p class="font-semibold">Vous n(&#x27;|')êtes pas autorisé à voir cette commande.</,
    );
    expect(html).not.toContain('data-testid="order-title"');
    html = await serverHtml(cookie, '/customer/orders/CMD-INCONNUE');
    expect(html).toContain('<p class="font-semibold">Commande introuvable. Vérifiez le numéro de commande.</p>');

    html = await serverHtml(cookie, '/customer/payments');
    expect(html).toContain(`data-reference="${direct.payment.reference}"`);
    expect(html).toContain(`data-reference="${lottery.payment.reference}"`);
    expect(html).toContain('data-testid="stat-successful-payments-value">2<');
    html = await serverHtml(cookie, '/customer/payments?method=moov_money');
    expect(html).toContain(`data-reference="${lottery.payment.reference}"`);
    expect(html).not.toContain(`data-reference="${direct.payment.reference}"`);

    html = await serverHtml(cookie, `/customer/payments/${direct.payment.id}`);
    expect(html).toContain(`Paiement ${direct.payment.reference}</h1>`);
    html = await serverHtml(cookie, '/customer/payments/999999999');
    expect(html).toContain('<p class="font-semibold">Paiement non trouvé</p>');
  });

  it('the browser shows them without asking the API again, until a filter changes', async () => {
    const { page, problems } = await signedIn(buyer.email!);
    const asked: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (/^\/api\/(orders|payments)\b/.test(pathname)) asked.push(pathname);
    });
    for (const path of [
      '/customer/orders',
      `/customer/orders/${lottery.order.orderNumber}`,
      '/customer/payments',
      `/customer/payments/${lottery.payment.id}`,
    ]) {
      await open(page, path);
      await page.waitForTimeout(300);
    }
    expect(asked).toEqual([]);

    // a filter reloads the list through the API, in place
    await open(page, '/customer/orders');
    await page.getByTestId('order-type-filter').selectOption('lottery');
    await page.waitForURL(/type=lottery/);
    await waitForCount(page.getByTestId('order-card'), 1);
    expect(asked).toContain('/api/orders');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
