import { MikroORM } from '@mikro-orm/postgresql';
import type { Browser, Page } from 'playwright-core';
import { ormConfig } from '../../mikro-orm.config.js';
import { formatFCFA } from '../../src/common/format/money.js';
import { WALLET_MIN_WITHDRAWAL, type WalletView } from '../../src/contracts/wallet.js';
import { nationalPhone } from '../../renderer/lib/national-phone.js';
import { createUser, FACTORY_PASSWORD } from '../factories/users.js';
import { launchBrowser, openHydrated, openMobilePage, sessionCookie, signIn } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

const PASSWORD = 'Mbolo2026!';
const CUSTOMER = 'client@mbolo.test'; // demo customer
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
// Intl writes amounts with narrow no-break spaces; compare with plain ones
const plain = (s: string | null) => (s ?? '').replace(/[\s\u202F\u00A0]+/g, ' ').trim();

let server: ServerProcess;
let browser: Browser;
let orm: MikroORM;
beforeAll(async () => {
  server = await startServerProcess({ SIMULATOR_DELAY_MS: '200' });
  browser = await launchBrowser();
  orm = await MikroORM.init(ormConfig({ clientUrl: server.databaseUrl, poolMax: 2 }));
}, 120_000);
afterAll(async () => {
  await orm?.close();
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

async function wallet(page: Page): Promise<WalletView> {
  const res = await page.request.get(`${server.url}/api/user/wallet?per_page=100`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: WalletView }).data;
}

/**
 * Puts money on the signed-in customer's Mbolo balance: it buys a direct-sale article, pays it through
 * the simulator (Airtel), and an administrator refunds that payment onto the balance. Answers the balance then.
 */
async function giveBalance(page: Page): Promise<number> {
  const listed = (await (await fetch(`${server.url}/api/products?sale_mode=direct&per_page=24`)).json()) as {
    data: { products: { id: number; price: number; stock: number | null }[] };
  };
  const product = listed.data.products.find((p) => (p.stock ?? 0) > 2 && p.price >= 2 * WALLET_MIN_WITHDRAWAL);
  if (!product) throw new Error('the demo catalogue has no direct-sale article in stock');
  const reserved = await page.request.post(`${server.url}/api/payments/initiate`, {
    data: { product_id: product.id, amount: product.price, quantity: 1 },
    headers: XHR,
  });
  expect(reserved.status()).toBe(201);
  const order = ((await reserved.json()) as { data: { order_number: string } }).data.order_number;
  const paid = await page.request.post(`${server.url}/api/payments/initiate-from-transaction`, {
    data: { phone: '074010203', operator: 'airtel', order_number: order },
    headers: XHR,
  });
  expect(paid.status()).toBe(201);
  let paymentId: number | undefined;
  await until(async () => {
    const res = await page.request.get(`${server.url}/api/payments?per_page=50`);
    const payments = ((await res.json()) as { data: { id: number; status: string; order: { order_number: string } }[] })
      .data;
    paymentId = payments.find((p) => p.order.order_number === order && p.status === 'paid')?.id;
    return paymentId !== undefined;
  }, 20_000);
  const admin = await sessionCookie(server.url, 'admin@mbolo.test', PASSWORD);
  const refunded = await fetch(`${server.url}/api/admin/payments/${paymentId}/refund`, {
    method: 'POST',
    headers: { cookie: admin, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ refund_method: 'wallet_credit' }),
  });
  expect(refunded.status).toBeLessThan(300);
  return (await wallet(page)).balance;
}

describe('the customer wallet page (built app, Chromium)', () => {
  it('shows the balance; a wrong password is refused with the server’s words and changes nothing; a withdrawal to an Airtel number lowers the balance and is listed', async () => {
    const { page, problems } = await openMobilePage(browser, {
      width: 1280,
      height: 900,
      allowConsole: /status of 4\d\d/,
    });
    await signIn(page, server.url, CUSTOMER, PASSWORD);
    const balance = await giveBalance(page);
    const before = await wallet(page);
    expect(before.balance).toBe(balance);
    expect(balance).toBeGreaterThanOrEqual(2 * WALLET_MIN_WITHDRAWAL);
    const amount = Math.max(WALLET_MIN_WITHDRAWAL, Math.floor(balance / 2 / 100) * 100);

    await openHydrated(page, `${server.url}/customer/wallet`);
    await page.getByRole('heading', { name: 'Mon solde Mbolo', level: 1 }).waitFor();
    const shownBalance = page.getByTestId('wallet-balance-value');
    expect(plain(await shownBalance.textContent())).toBe(plain(formatFCFA(balance)));
    expect(plain(await page.getByTestId('wallet-balance').textContent())).toContain('« sur mon solde Mbolo »');
    // the credit that made the balance is listed
    expect(await page.locator('[data-testid="movement-row"]').count()).toBeGreaterThan(0);

    const form = page.getByTestId('wallet-withdraw-form');
    const amountField = form.getByLabel('Montant (FCFA)');
    const phoneField = form.getByLabel('Numéro Airtel ou Moov');
    const passwordField = form.getByLabel('Mot de passe du compte');
    expect(await amountField.inputValue()).toBe(String(balance));
    if (before.phone) expect(await phoneField.inputValue()).toBe(nationalPhone(before.phone));
    expect(await form.getByRole('button', { name: 'Retirer', exact: true }).isDisabled()).toBe(false);

    // a wrong password: the server's French refusal is shown, nothing is withdrawn
    await amountField.fill(String(amount));
    await phoneField.fill('074 01 02 03');
    await passwordField.fill('pas-le-bon-mot-de-passe');
    await form.getByRole('button', { name: 'Retirer', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Confirmer le retrait' })
      .getByRole('button', { name: 'Confirmer le retrait' })
      .click();
    const refusal = form.getByRole('alert').first();
    await refusal.waitFor();
    const direct = await page.request.post(`${server.url}/api/user/wallet/withdraw`, {
      data: { amount, phone: '074010203', password: 'pas-le-bon-mot-de-passe' },
      headers: XHR,
    });
    expect(direct.status()).toBeGreaterThanOrEqual(400);
    expect(direct.status()).toBeLessThan(500);
    const answer = (await direct.json()) as { message: string; errors?: Record<string, string[]> };
    // the refusal of the password itself when the server names the field, else its message
    const message = answer.errors?.password?.[0] ?? answer.message;
    expect(message).toMatch(/[a-zàâçéèêëîïôûù]{3}/i);
    expect(message).not.toMatch(/^(wallet|errors)\./);
    expect(plain(await refusal.textContent())).toBe(plain(message));
    const unchanged = await wallet(page);
    expect(unchanged.balance).toBe(balance);
    expect(unchanged.withdrawals).toEqual(before.withdrawals);
    expect(unchanged.pagination.total).toBe(before.pagination.total);
    expect(plain(await shownBalance.textContent())).toBe(plain(formatFCFA(balance)));

    // the right password: asked once more, then sent; the balance goes down and the movement is listed
    await passwordField.fill(PASSWORD);
    await form.getByRole('button', { name: 'Retirer', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmer le retrait' });
    expect(plain(await dialog.textContent())).toContain(plain(formatFCFA(amount)));
    expect(plain(await dialog.textContent())).toContain('074 01 02 03');
    await dialog.getByRole('button', { name: 'Confirmer le retrait' }).click();
    await page.locator('.toast').filter({ hasText: 'Succès' }).first().waitFor();
    await until(async () => plain(await shownBalance.textContent()) === plain(formatFCFA(balance - amount)));
    const after = await wallet(page);
    expect(after.balance).toBe(balance - amount);
    const withdrawal = after.movements.find((m) => m.kind === 'withdrawal' && m.amount === -amount);
    expect(withdrawal).toBeDefined();
    const row = page.locator('[data-testid="movement-row"][data-kind="withdrawal"]').first();
    await row.waitFor();
    expect(plain(await row.getByTestId('movement-kind').textContent())).toBe('Retrait vers mobile money');
    expect(plain(await row.getByTestId('movement-amount').textContent())).toBe(`−${plain(formatFCFA(amount))}`);
    expect(await row.getByTestId('movement-amount').getAttribute('class')).toContain('text-red-700');
    if (withdrawal?.ref) expect(plain(await row.textContent())).toContain(withdrawal.ref);
    // the form follows the new balance, the password is not kept
    expect(await amountField.inputValue()).toBe(String(balance - amount));
    expect(await passwordField.inputValue()).toBe('');
    // the simulator pays the Airtel number: the withdrawal leaves the ones in progress
    await until(async () => (await wallet(page)).withdrawals.every((w) => w.status !== 'requested'), 20_000);

    // a number the operator answers later: the withdrawal shows in progress until it is paid
    const later = balance - amount - WALLET_MIN_WITHDRAWAL;
    await amountField.fill(String(WALLET_MIN_WITHDRAWAL));
    await phoneField.fill('074 01 02 71');
    await passwordField.fill(PASSWORD);
    await form.getByRole('button', { name: 'Retirer', exact: true }).click();
    await dialog.getByRole('button', { name: 'Confirmer le retrait' }).click();
    const inProgress = page.getByTestId('wallet-withdrawals').getByTestId('withdrawal-row');
    await inProgress.first().waitFor();
    const sent = (await wallet(page)).withdrawals;
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ kind: 'wallet', amount: WALLET_MIN_WITHDRAWAL, payee_phone: '+24174010271' });
    expect(await inProgress.count()).toBe(1);
    expect(await inProgress.getAttribute('data-number')).toBe(sent[0]!.payout_number);
    expect(plain(await inProgress.getByTestId('withdrawal-status').textContent())).toBe("En cours d'envoi");
    expect(plain(await inProgress.textContent())).toContain(plain(formatFCFA(WALLET_MIN_WITHDRAWAL)));
    expect(plain(await inProgress.textContent())).toContain('074 01 02 71');
    await until(async () => plain(await shownBalance.textContent()) === plain(formatFCFA(later)));
    // no reload: the page asks again by itself until the operator has paid it (the job asks after 20 s)
    await page.getByTestId('wallet-withdrawals').waitFor({ state: 'detached', timeout: 60_000 });
    expect((await wallet(page)).balance).toBe(later);

    expect(problems).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('on a phone, from the account menu: no movement yet, the withdrawal closed with the reason', async () => {
    const user = await createUser(orm.em.fork(), { firstName: 'Léa', email: `lea.wallet.${Date.now()}@example.ga` });
    const { page, problems } = await openMobilePage(browser, { width: 390, height: 800 });
    await signIn(page, server.url, user.email, FACTORY_PASSWORD);
    const empty = await wallet(page);
    expect(empty.balance).toBe(0);
    expect(empty.movements).toEqual([]);

    await openHydrated(page, `${server.url}/customer`);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Mon solde Mbolo' }).click();
    await page.waitForURL(`${server.url}/customer/wallet`);
    await page.getByRole('heading', { name: 'Mon solde Mbolo', level: 1 }).waitFor();
    expect(plain(await page.getByTestId('wallet-balance-value').textContent())).toBe(plain(formatFCFA(0)));
    await page.getByTestId('wallet-empty').getByText("Aucun mouvement pour l'instant").waitFor();
    const closed = page.getByTestId('wallet-below-min');
    expect(plain(await closed.textContent())).toContain(
      `inférieur au minimum de retrait (${plain(formatFCFA(empty.min_withdrawal))})`,
    );
    expect(await page.getByRole('button', { name: 'Retirer', exact: true }).isDisabled()).toBe(true);
    if (empty.phone) {
      expect(await page.getByLabel('Numéro Airtel ou Moov').inputValue()).toBe(nationalPhone(empty.phone));
    }
    expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
