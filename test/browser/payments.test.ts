import { readFile } from 'node:fs/promises';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { extractText } from 'unpdf';
import { launchBrowser, openHydrated, openMobilePage, signIn } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

const PASSWORD = 'Mbolo2026!';
const RAFFLE = 'Téléviseur Samsung 55 pouces 4K'; // demo raffle: 1 000 FCFA a ticket
const DIRECT = 'Ventilateur sur pied Binatone'; // demo direct sale: 28 000 FCFA, in stock
// Simulator outcomes by the payer number's last two digits: 00–69 paid, 80–89 declined, 90–99 silent.
const PAYS = '074010203';
const DECLINES = '074010280';
const SILENT = '074010290';
const WINDOW_SECONDS = 8;
const plain = (s: string | null) => (s ?? '').replace(/[\s\u202F\u00A0]+/g, ' ').trim();

let server: ServerProcess;
let browser: Browser;
let db: pg.Client;
beforeAll(async () => {
  server = await startServerProcess({
    // long enough for the confirmation page to subscribe before the outcome is pushed
    SIMULATOR_DELAY_MS: '3000',
    PAYMENT_WINDOW_SECONDS: String(WINDOW_SECONDS),
    RESERVATION_MINUTES: '0.5',
    RECONCILE_INTERVAL_SECONDS: '2',
  });
  browser = await launchBrowser();
  db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
}, 120_000);
afterAll(async () => {
  await db?.end();
  await browser?.close();
  await server?.stop();
});

async function signedIn(email = 'client@mbolo.test'): Promise<{ page: Page; problems: string[] }> {
  const opened = await openMobilePage(browser, { acceptDownloads: true });
  await signIn(opened.page, server.url, email, PASSWORD);
  return opened;
}

const open = (page: Page, path: string) => openHydrated(page, server.url + path);

async function productId(page: Page, name: string): Promise<number> {
  const res = await page.request.get(`${server.url}/api/products?search=${encodeURIComponent(name)}`);
  const found = ((await res.json()) as { data: { products: { id: number; name: string }[] } }).data.products.find(
    (p) => p.name === name,
  );
  expect(found).toBeDefined();
  return found!.id;
}

/** Buys tickets on the raffle's customer page; returns the query the method screen got. */
async function buyTickets(page: Page, count: number): Promise<Record<string, string>> {
  await open(page, `/customer/products/${await productId(page, RAFFLE)}`);
  for (let i = 1; i < count; i++) await page.getByRole('button', { name: 'Un ticket de plus' }).click();
  await page.getByTestId('buy-button').click();
  await page.waitForURL(/\/payment\/method\?/);
  await page.getByTestId('payment-method').waitFor();
  return Object.fromEntries(new URL(page.url()).searchParams);
}

/** Method screen → phone screen → confirmation screen. */
async function payWith(page: Page, method: 'airtel_money' | 'moov_money', phone: string) {
  await page.getByTestId(`method-${method}`).click();
  await page.getByTestId('method-continue').click();
  await page.waitForURL(/\/payment\/phone\?/);
  await submitPhone(page, phone);
}

async function submitPhone(page: Page, phone: string) {
  const field = page.getByTestId('payment-phone').locator('input[name="phone"]');
  await field.fill(phone);
  await page.getByTestId('pay-button').click();
  await page.waitForURL(/\/payment\/confirmation\?/);
  await page.getByTestId('payment-confirmation').waitFor();
  // the status token is in the fragment, which no request carries, never in the query
  const url = new URL(page.url());
  expect(url.searchParams.has('token')).toBe(false);
  expect(url.hash).toMatch(/^#token=.+/);
}

const confirmationStatus = (page: Page, status: string, timeout = 20_000) =>
  page.locator(`[data-testid="payment-confirmation"][data-status="${status}"]`).waitFor({ timeout });

async function orderRow(orderNumber: string) {
  const { rows } = await db.query<{ status: string; lottery_id: number | null }>(
    'select status, lottery_id from orders where order_number = $1',
    [orderNumber],
  );
  return rows[0];
}

async function reservedTickets(lotteryId: number): Promise<number> {
  const { rows } = await db.query<{ reserved_tickets: number }>(
    'select reserved_tickets from lotteries where id = $1',
    [lotteryId],
  );
  return rows[0]!.reserved_tickets;
}

async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!ok(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 500));
    value = await read();
  }
  return value;
}

describe('mobile-money payment flow (built app, simulator, Chromium, 360 px)', () => {
  it('buys 2 tickets, pays with Airtel and sees the success pushed live, then the tickets paid', async () => {
    const { page, problems } = await signedIn();
    const q = await buyTickets(page, 2);
    expect(q).toMatchObject({ type: 'ticket', amount: '2000', quantity: '2', product: RAFFLE });

    // the method screen: summary, then Continuer only once a method is chosen
    expect(await page.getByTestId('summary-name').textContent()).toBe(RAFFLE);
    expect(plain(await page.getByTestId('summary-line').textContent())).toBe('2 ticket(s) • 1 000 FCFA/ticket');
    await page.getByText('2 x 1 000 FCFA').waitFor();
    expect(plain(await page.getByTestId('summary-total').textContent())).toBe('2 000 FCFA');
    await page.getByText('Paiement 100% sécurisé et chiffré').waitFor();
    expect(await page.getByTestId('method-continue').isDisabled()).toBe(true);
    await page.getByTestId('method-airtel_money').click();
    expect(await page.getByTestId('method-continue').isDisabled()).toBe(false);
    await page.getByTestId('method-continue').click();

    // the phone screen: digits only, 9 at most, Airtel prefixes
    await page.waitForURL(/\/payment\/phone\?/);
    const phone = page.getByTestId('payment-phone');
    await phone.getByRole('heading', { name: 'Payer avec Airtel Money' }).waitFor();
    expect(plain(await page.getByTestId('phone-amount').textContent())).toBe('2 000 FCFA');
    const field = phone.locator('input[name="phone"]');
    expect(await field.getAttribute('placeholder')).toBe('074010203');
    const pay = page.getByTestId('pay-button');
    expect(await pay.isDisabled()).toBe(true);
    await field.fill('065010203');
    await phone.getByText('Le numéro doit commencer par 074, 077 ou 076 pour Airtel').waitFor();
    expect(await pay.isDisabled()).toBe(true);
    await field.fill('');
    await field.pressSequentially('07 40-10 20 3999');
    expect(await field.inputValue()).toBe(PAYS);
    expect(plain(await pay.textContent())).toBe('Payer 2 000 FCFA');
    const statusRead = page.waitForRequest((r) => r.url().includes('/api/payments/status/'));
    await pay.click();
    // the page reads the token from the fragment and sends it in a header, not in the URL
    const statusRequest = await statusRead;
    expect(statusRequest.headers()['x-payment-token']).toMatch(/.{20,}/);
    expect(new URL(statusRequest.url()).search).toBe('');

    // the confirmation screen, pending first
    await page.waitForURL(/\/payment\/confirmation\?/);
    const confirmation = page.getByTestId('payment-confirmation');
    await confirmation.waitFor();
    const url = page.url();
    const cq = Object.fromEntries(new URL(url).searchParams);
    expect(cq).toMatchObject({
      amount: '2000',
      phone: PAYS,
      operator: 'airtel',
      type: 'ticket',
      order_number: q.order_number,
    });
    expect(cq.bill_id).toBeTruthy();
    // the status token travels in the fragment, never in the query
    expect(cq.token).toBeUndefined();
    expect(new URL(url).hash).toMatch(/^#token=.+/);
    await page.evaluate(() => ((globalThis as unknown as { stayed: boolean }).stayed = true));
    expect(await confirmation.getAttribute('data-status')).toBe('pending');
    await page.getByText('Confirmez le paiement sur votre téléphone').waitFor();
    await page.getByTestId('ussd-steps').waitFor();
    await page.getByTestId('countdown').waitFor();
    expect(await page.getByTestId('detail-phone').textContent()).toBe('+241 74010203');
    expect(await page.getByTestId('detail-operator').textContent()).toBe('Airtel Money');
    expect(await page.getByTestId('detail-reference').textContent()).toBe(cq.reference);

    // settled by the simulator's callback and pushed over Socket.IO: same document, no reload
    await confirmationStatus(page, 'success');
    expect(await confirmation.getAttribute('data-source')).toBe('socket');
    expect(await page.evaluate(() => (globalThis as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(page.url()).toBe(url);
    await page.getByText('Paiement confirmé avec succès !').waitFor();
    await page
      .getByText('Votre commande a été traitée avec succès. Vous allez recevoir une confirmation par email.')
      .waitFor();
    await page.getByRole('link', { name: "Retour à l'accueil" }).waitFor();
    const view = page.getByTestId('view-button');
    expect(await view.textContent()).toBe('Voir mes tickets');
    await view.click();

    await page.waitForURL(/\/customer\/tickets/);
    await page.waitForSelector('html[data-hydrated="true"]');
    const mine = page.getByTestId('ticket-card').filter({ hasText: `Commande ${q.order_number}` });
    await mine.first().waitFor();
    expect(await mine.count()).toBe(2);
    for (const card of [mine.nth(0), mine.nth(1)]) expect(await card.getAttribute('data-status')).toBe('paid');
    expect((await orderRow(q.order_number!))!.status).toBe('paid');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows a declined payment, then retries from the phone screen and pays', async () => {
    const { page, problems } = await signedIn();
    const q = await buyTickets(page, 1);
    await payWith(page, 'airtel_money', DECLINES);

    await confirmationStatus(page, 'failed');
    await page.getByText('Paiement échoué').waitFor();
    const box = page.getByTestId('failed-box');
    expect(plain(await box.textContent()).length).toBeGreaterThan('Le paiement a échoué'.length);
    expect(await page.getByTestId('countdown').count()).toBe(0);
    expect(await page.getByTestId('view-button').count()).toBe(0);
    await page.getByTestId('retry-payment').click();

    // back on the phone screen for the same order, the number kept
    await page.waitForURL(/\/payment\/phone\?/);
    await page.getByTestId('payment-phone').waitFor();
    const back = Object.fromEntries(new URL(page.url()).searchParams);
    expect(back).toMatchObject({ order_number: q.order_number, amount: '1000', operator: 'airtel', retry: 'true' });
    expect(await page.getByTestId('payment-phone').locator('input[name="phone"]').inputValue()).toBe(DECLINES);
    await submitPhone(page, PAYS);
    expect(new URL(page.url()).searchParams.get('order_number')).toBe(q.order_number);

    await confirmationStatus(page, 'success');
    expect((await orderRow(q.order_number!))!.status).toBe('paid');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('expires a payment nobody approves and releases the reserved tickets', async () => {
    const { page, problems } = await signedIn();
    const product = await page.request.get(`${server.url}/api/products/${await productId(page, RAFFLE)}`);
    const lotteryId = ((await product.json()) as { data: { active_lottery: { id: number } } }).data.active_lottery.id;
    const before = await reservedTickets(lotteryId);
    const q = await buyTickets(page, 3);
    const orderNumber = q.order_number!;
    expect(Number(q.lottery_id)).toBe(lotteryId);
    expect(await reservedTickets(lotteryId)).toBe(before + 3);

    await payWith(page, 'airtel_money', SILENT);
    // the server's window (8 s here) drives the countdown, then the expired box offers a new push
    await page.getByTestId('countdown').waitFor();
    await confirmationStatus(page, 'expired', (WINDOW_SECONDS + 10) * 1000);
    await page.getByTestId('expired-box').waitFor();
    await page.getByTestId('retry-ussd').filter({ hasText: 'Relancer le push USSD' }).waitFor();
    expect(await page.getByTestId('ussd-steps').count()).toBe(0);

    // the reconciliation job expires the unpaid order and gives the tickets back
    const order = await eventually(
      () => orderRow(orderNumber),
      (o) => o?.status === 'expired',
      60_000,
    );
    expect(order!.status).toBe('expired');
    expect(
      await eventually(
        () => reservedTickets(lotteryId),
        (n) => n === before,
        10_000,
      ),
    ).toBe(before);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('buys a product directly, pays with Moov, confirms receipt and downloads the invoice', async () => {
    const { page, problems } = await signedIn();
    const id = await productId(page, DIRECT);
    const stockOf = async () =>
      ((await (await page.request.get(`${server.url}/api/products/${id}`)).json()) as { data: { stock: number } }).data
        .stock;
    const stock = await stockOf();
    await open(page, `/customer/products/${id}`);
    await page.getByTestId('direct-buy-button').click();

    await page.waitForURL(/\/payment\/method\?/);
    const q = Object.fromEntries(new URL(page.url()).searchParams);
    expect(q).toMatchObject({ type: 'product', amount: '28000', product: DIRECT });
    expect(q.order_number).toMatch(/^MB-/);
    expect(await page.getByTestId('summary-line').textContent()).toBe('Achat direct');
    expect(plain(await page.getByTestId('summary-total').textContent())).toBe('28 000 FCFA');
    await page.getByTestId('method-moov_money').click();
    await page.getByTestId('method-continue').click();
    await page.waitForURL(/\/payment\/phone\?/);
    const field = page.getByTestId('payment-phone').locator('input[name="phone"]');
    expect(await field.getAttribute('placeholder')).toBe('065010203');
    await field.fill(PAYS);
    await page.getByText('Le numéro doit commencer par 065, 062, 066 ou 060 pour Moov').waitFor();
    await submitPhone(page, '065010203');

    await confirmationStatus(page, 'success');
    const view = page.getByTestId('view-button');
    expect(await view.textContent()).toBe('Voir ma commande');
    expect(await view.getAttribute('href')).toBe(`/customer/orders/${q.order_number}`);
    expect(await stockOf()).toBe(stock - 1);

    // receipt confirmed on the order page, once
    await view.click();
    await page.waitForURL((u) => u.pathname === `/customer/orders/${q.order_number}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByTestId('order-detail-page').waitFor();
    await page.getByTestId('confirm-receipt').click();
    await page.getByTestId('confirm-receipt-notes').fill('  Bien reçu  ');
    await page.getByTestId('confirm-receipt-submit').click();
    await page.getByText('Réception du produit confirmée avec succès').waitFor();
    await page.getByTestId('confirm-receipt').waitFor({ state: 'detached' });
    const { rows } = await db.query<{ status: string; notes: string | null }>(
      'select status, notes from orders where order_number = $1',
      [q.order_number],
    );
    expect(rows[0]).toEqual({ status: 'fulfilled', notes: 'Bien reçu' });
    const again = await page.request.post(`${server.url}/api/orders/${q.order_number}/confirm-delivery`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: {},
    });
    expect(again.status()).toBe(409);

    // the invoice is a real PDF naming the order
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('order-invoice').click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    expect(text).toContain(q.order_number);
    expect(plain(text)).toContain('28 000');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('keeps the payment screens to valid orders and the method and phone screens to signed-in users', async () => {
    const visitor = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'fr-FR' });
    const anon = await visitor.newPage();
    await anon.goto(`${server.url}/payment/method?type=ticket&order_number=MB-000000-AAAAAA&amount=1000`);
    await anon.waitForURL(/\/login\?redirect=/);
    await anon.goto(`${server.url}/payment/confirmation?amount=1000`);
    await anon.waitForURL((u) => u.pathname === '/');
    await visitor.close();

    const { page } = await signedIn();
    await page.goto(`${server.url}/payment/method?type=ticket&amount=1000`);
    expect(new URL(page.url()).pathname).toBe('/');
    await open(page, '/payment/phone?method=airtel_money&amount=1000');
    await page.getByText('Paramètres de paiement manquants').waitFor();
    await page.waitForURL((u) => u.pathname === '/');
    await open(page, '/payment/phone?method=airtel_money&order_number=MB-000000-AAAAAA&amount=0');
    await page.getByText('Montant invalide').waitFor();
    await page.waitForURL((u) => u.pathname === '/');
    await page.context().close();
  });
});
