import { MikroORM } from '@mikro-orm/postgresql';
import type { Browser, Page } from 'playwright-core';
import { ormConfig } from '../../mikro-orm.config.js';
import type { User } from '../../src/modules/users/user.entity.js';
import { createUser, FACTORY_PASSWORD } from '../factories/users.js';
import { launchBrowser, openHydrated, openMobilePage, signIn } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';
import { apiHeaders, buyAndPayDirect } from '../support/demo-purchase.js';

const PASSWORD = 'Mbolo2026!';
const CLIENT = 'client@mbolo.test';
const ADMIN = 'admin@mbolo.test';
const DIRECT = 'Ventilateur sur pied Binatone'; // demo direct sale: 28 000 FCFA, in stock
const DIRECT_PRICE = 28_000;
const plain = (s: string | null) => (s ?? '').replace(/[\s\u202F\u00A0]+/g, ' ').trim();

let server: ServerProcess;
let browser: Browser;
let orm: MikroORM;
/** a customer who never had a balance */
let newcomer: User;

beforeAll(async () => {
  server = await startServerProcess({ JOBS_ENABLED: '0', SIMULATOR_DELAY_MS: '200' });
  browser = await launchBrowser();
  orm = await MikroORM.init(ormConfig({ clientUrl: server.databaseUrl, poolMax: 2 }));
  newcomer = await createUser(orm.em.fork(), { firstName: 'Léa', lastName: 'Obame' });
}, 120_000);
afterAll(async () => {
  await orm?.close();
  await browser?.close();
  await server?.stop();
});

const headersOf = (email: string, password = PASSWORD) => apiHeaders(server.url, email, password);

async function signedIn(
  email: string,
  password = PASSWORD,
  width?: number,
  allowConsole?: RegExp,
): Promise<{ page: Page; problems: string[] }> {
  const opened = await openMobilePage(browser, { width, height: width ? 900 : undefined, allowConsole });
  await signIn(opened.page, server.url, email, password);
  return opened;
}

async function balanceOf(email: string, password = PASSWORD): Promise<number> {
  const res = await fetch(`${server.url}/api/user/wallet`, { headers: await headersOf(email, password) });
  expect(res.status).toBe(200);
  const balance = ((await res.json()) as { data: { balance: number } }).data.balance;
  expect(Number.isInteger(balance)).toBe(true);
  return balance;
}

async function directProductId(): Promise<number> {
  const res = await fetch(`${server.url}/api/products?search=${encodeURIComponent(DIRECT)}`);
  const found = ((await res.json()) as { data: { products: { id: number; name: string }[] } }).data.products.find(
    (p) => p.name === DIRECT,
  );
  expect(found).toBeDefined();
  return found!.id;
}

async function orderStatus(orderNumber: string): Promise<string | undefined> {
  const rows = await orm.em
    .fork()
    .getConnection()
    .execute<{ status: string }[]>('select status from orders where order_number = ?', [orderNumber]);
  return rows[0]?.status;
}

/** The demo customer buys the direct article through the API and pays it with the simulator (Airtel); answers its payment. */
async function buyAndPay(): Promise<{ id: number; reference: string; amount: number; order_number: string }> {
  const headers = await headersOf(CLIENT);
  const order = await buyAndPayDirect(server.url, headers, { id: await directProductId(), price: DIRECT_PRICE });
  const refundable = (await (await fetch(`${server.url}/api/refunds/refundable`, { headers })).json()) as {
    data: { transactions: { id: number; reference: string; amount: number; order_number: string }[] };
  };
  const tx = refundable.data.transactions.find((t) => t.order_number === order);
  expect(tx).toBeDefined();
  return tx!;
}

/** From the product page to the method screen of a fresh direct order; answers the screen's query. */
async function buyDirect(page: Page): Promise<Record<string, string>> {
  await openHydrated(page, `${server.url}/customer/products/${await directProductId()}`);
  await page.getByTestId('direct-buy-button').click();
  await page.waitForURL(/\/payment\/method\?/);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.getByTestId('payment-method').waitFor();
  const q = Object.fromEntries(new URL(page.url()).searchParams);
  expect(q).toMatchObject({ type: 'product', amount: String(DIRECT_PRICE) });
  expect(q.order_number).toMatch(/^MB-/);
  return q;
}

describe('Mbolo balance: refunds into it, checkout from it (built app, Chromium)', () => {
  it('a refund asked « Sur mon solde Mbolo » completes as soon as it is processed, and the balance grows by its amount', async () => {
    const tx = await buyAndPay();
    const before = await balanceOf(CLIENT);
    const { page, problems } = await signedIn(CLIENT);
    await openHydrated(page, `${server.url}/customer/refunds`);
    await page.getByTestId('refund-new').click();
    const form = page.getByTestId('refund-form');
    await form.getByTestId('refund-transaction').selectOption(String(tx.id));
    await form.getByTestId('refund-reason').selectOption('changed_mind');
    // mobile money is the default; the balance is the other choice
    expect(await form.getByTestId('refund-method-mobile_money').isChecked()).toBe(true);
    await form.getByText("Sur mon solde Mbolo (crédité dès l'accord, sans attendre un envoi)").click();
    expect(await form.getByTestId('refund-method-wallet_credit').isChecked()).toBe(true);
    await form.getByTestId('refund-submit').click();
    await page.getByText('Demande de remboursement créée avec succès!').waitFor();

    const headers = await headersOf(CLIENT);
    const mine = async () =>
      (
        (await (await fetch(`${server.url}/api/refunds?limit=100`, { headers })).json()) as {
          data: {
            refunds: {
              refund_number: string;
              status: string;
              amount: number;
              refund_method: string;
              transaction: { id: number } | null;
            }[];
          };
        }
      ).data.refunds.find((r) => r.transaction?.id === tx.id);
    const asked = await mine();
    expect(asked).toMatchObject({ refund_method: 'wallet_credit', amount: tx.amount });

    // the administrator's processing run pays it into the balance at once: no payout to wait for
    const run = await fetch(`${server.url}/api/admin/refunds/process-automatic`, {
      method: 'POST',
      headers: await headersOf(ADMIN),
      body: JSON.stringify({ dry_run: false }),
    });
    expect(run.status).toBeLessThan(300);
    expect((await mine())?.status).toBe('completed');
    await openHydrated(page, `${server.url}/customer/refunds`);
    await page
      .locator(`[data-testid="refund-row"][data-refund="${asked!.refund_number}"][data-status="completed"]`)
      .waitFor();
    expect(await balanceOf(CLIENT)).toBe(before + tx.amount);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a buyer whose balance covers the order pays it from the balance and lands on the paid order', async () => {
    const before = await balanceOf(CLIENT);
    expect(before).toBeGreaterThanOrEqual(DIRECT_PRICE);
    const { page, problems } = await signedIn(CLIENT);
    const q = await buyDirect(page);

    const card = page.getByTestId('wallet-card');
    await card.waitFor();
    const text = plain(await card.textContent());
    expect(text).toContain('Payer avec mon solde Mbolo');
    expect(text).toContain(plain(`${new Intl.NumberFormat('fr-FR').format(before)} FCFA`));
    const pay = page.getByTestId('wallet-pay');
    expect(plain(await pay.textContent())).toBe('Payer 28 000 FCFA avec mon solde');
    // the card sits above the Airtel / Moov choice
    const cardBox = await card.boundingBox();
    const airtelBox = await page.getByTestId('method-airtel_money').boundingBox();
    expect(cardBox!.y).toBeLessThan(airtelBox!.y);

    // asked first: saying no pays nothing
    await pay.click();
    await page.getByTestId('wallet-confirm').waitFor();
    await page.getByTestId('confirm-no').click();
    await page.getByTestId('wallet-confirm').waitFor({ state: 'detached' });
    expect(await orderStatus(q.order_number!)).not.toBe('paid');
    expect(await balanceOf(CLIENT)).toBe(before);

    await pay.click();
    await page.getByTestId('wallet-confirm-yes').click();
    await page.getByText('Commande payée avec votre solde Mbolo').first().waitFor();
    await page.waitForURL((u) => u.pathname === `/customer/orders/${q.order_number}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByTestId('order-detail-page').waitFor();
    expect(await orderStatus(q.order_number!)).toBe('paid');
    expect(await balanceOf(CLIENT)).toBe(before - DIRECT_PRICE);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a buyer without a balance sees no wallet card, only Airtel and Moov', async () => {
    expect(await balanceOf(newcomer.email, FACTORY_PASSWORD)).toBe(0);
    const { page, problems } = await signedIn(newcomer.email, FACTORY_PASSWORD);
    await buyDirect(page);
    await page.getByTestId('method-airtel_money').waitFor();
    expect(await page.getByTestId('wallet-card').count()).toBe(0);
    expect(await page.getByTestId('wallet-short').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("an administrator refunds a payment into the customer's Mbolo balance from the payment's dialog", async () => {
    const tx = await buyAndPay();
    const before = await balanceOf(CLIENT);
    const { page, problems } = await signedIn(ADMIN, PASSWORD, 1280);
    await openHydrated(page, `${server.url}/admin/payments`);
    await page.getByTestId('filter-search').fill(tx.reference);
    await page.getByTestId('payment-row').nth(1).waitFor({ state: 'detached' });
    await page.getByTestId('payment-row').filter({ hasText: tx.reference }).getByTestId('payment-view').click();
    const detail = page.getByTestId('payment-detail');
    await detail.waitFor();
    await detail.getByTestId('payment-refund').click();
    const method = page.getByTestId('refund-method');
    expect(await method.inputValue()).toBe('mobile_money');
    await method.selectOption({ label: 'Solde Mbolo du client (immédiat)' });
    await page.getByTestId('confirm-yes').click();
    await detail.waitFor({ state: 'detached' });
    expect(await balanceOf(CLIENT)).toBe(before + tx.amount);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a balance short of the amount offers to pay part of it (or is only mentioned when too little would be left), and an order known by its transaction alone gets no card', async () => {
    const balance = await balanceOf(CLIENT);
    expect(balance).toBeGreaterThan(0);
    const { page, problems } = await signedIn(CLIENT, PASSWORD, undefined, /status of 404/);
    await openHydrated(
      page,
      `${server.url}/payment/method?type=product&amount=${balance + 1000}&order_number=MB-SHORT-0001&product=${encodeURIComponent(DIRECT)}`,
    );
    expect(plain(await page.getByTestId('wallet-share').textContent())).toBe(
      plain(`Utiliser mes ${new Intl.NumberFormat('fr-FR').format(balance)} FCFA et payer le reste`),
    );
    // fewer than 100 FCFA would be left for mobile money: only mentioned
    const amount = balance + 50;
    await openHydrated(
      page,
      `${server.url}/payment/method?type=product&amount=${amount}&order_number=MB-SHORT-0001&product=${encodeURIComponent(DIRECT)}`,
    );
    const note = page.getByTestId('wallet-short');
    await note.waitFor();
    expect(plain(await note.textContent())).toBe(
      plain(`Votre solde Mbolo (${new Intl.NumberFormat('fr-FR').format(balance)} FCFA) ne couvre pas ce montant`),
    );
    expect(await page.getByTestId('wallet-card').count()).toBe(0);

    // the server refuses (here: no such order): its French message, and the buyer stays on the method screen
    await openHydrated(page, `${server.url}/payment/method?type=product&amount=1000&order_number=MB-NOPE-0001`);
    await page.getByTestId('wallet-pay').click();
    await page.getByTestId('wallet-confirm-yes').click();
    await page.locator('.toast-description', { hasText: 'Commande introuvable' }).waitFor();
    await page.getByTestId('wallet-confirm').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/payment/method');
    expect(await balanceOf(CLIENT)).toBe(balance);

    await openHydrated(page, `${server.url}/payment/method?type=product&amount=1000&transaction_id=1`);
    await page.getByTestId('method-airtel_money').waitFor();
    expect(await page.getByTestId('wallet-card').count()).toBe(0);
    expect(await page.getByTestId('wallet-short').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a buyer pays part of an order from the balance and the rest by mobile money', async () => {
    // bring the balance below the article's price: withdraw all but 10,000 FCFA
    const headers = await headersOf(CLIENT);
    const balance = await balanceOf(CLIENT);
    if (balance > 10_000) {
      const res = await fetch(`${server.url}/api/user/wallet/withdraw`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ amount: balance - 10_000, phone: '074010203', password: PASSWORD }),
      });
      expect(res.status).toBe(201);
    }
    expect(await balanceOf(CLIENT)).toBe(10_000);
    const { page, problems } = await signedIn(CLIENT, PASSWORD);
    const q = await buyDirect(page);
    await page.getByTestId('wallet-share').click();
    await page.waitForURL(/wallet_share=10000/);
    await page.getByTestId('summary-wallet-share').waitFor();
    expect(plain(await page.getByTestId('summary-total').textContent())).toBe('18 000 FCFA');
    expect(await page.getByTestId('wallet-share-card').count()).toBe(0);
    expect(await balanceOf(CLIENT)).toBe(0);
    await page.getByTestId('method-airtel_money').click();
    await page.getByTestId('method-continue').click();
    await page.getByTestId('payment-phone').waitFor();
    expect(plain(await page.getByTestId('phone-amount').textContent())).toBe('18 000 FCFA');
    await page.getByTestId('payment-phone').locator('input[name="phone"]').fill('074010203');
    await page.getByTestId('pay-button').click();
    await page.getByTestId('payment-confirmation').waitFor();
    const deadline = Date.now() + 20_000;
    while ((await orderStatus(q.order_number!)) !== 'paid' && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 300));
    expect(await orderStatus(q.order_number!)).toBe('paid');
    expect(await balanceOf(CLIENT)).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
