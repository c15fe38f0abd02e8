import { MikroORM } from '@mikro-orm/postgresql';
import type { Browser, Page } from 'playwright-core';
import { ormConfig } from '../../mikro-orm.config.js';
import { Lottery } from '../../src/modules/lotteries/lottery.entity.js';
import type { Payment } from '../../src/modules/payments/payment.entity.js';
import type { User } from '../../src/modules/users/user.entity.js';
import { createLottery, createProduct } from '../factories/catalogue.js';
import { createPaidLotteryOrder } from '../factories/orders.js';
import { createUser, FACTORY_PASSWORD } from '../factories/users.js';
import { launchBrowser, openHydrated, openMobilePage, sessionCookie, signIn } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

let server: ServerProcess;
let browser: Browser;
let orm: MikroORM;
let buyer: User;
let admin: User;
let payment: Payment;
/** a second buyer of the same raffle, for the first-paint checks (own refund only) */
let other: { user: User; payment: Payment };

beforeAll(async () => {
  // the refunds job is left to the administrator's button: the test drives every step
  server = await startServerProcess({ JOBS_ENABLED: '0', SIMULATOR_DELAY_MS: '50' });
  browser = await launchBrowser();
  orm = await MikroORM.init(ormConfig({ clientUrl: server.databaseUrl, poolMax: 2 }));
  const em = orm.em.fork();
  buyer = await createUser(em, { firstName: 'Awa', lastName: 'Nzé' });
  admin = await createUser(em, { roles: ['Admin'] });
  const merchant = await createUser(em, { roles: ['Business Enterprise'], companyName: 'Okoumé Électronique SARL' });
  const product = await createProduct(em, {
    merchant,
    name: 'Téléviseur remboursé',
    saleMode: 'lottery',
    price: 350_000,
  });
  const { lottery } = await createLottery(em, { product, totalTickets: 50, ticketPrice: 1000 });
  ({ payment } = await createPaidLotteryOrder(em, buyer, lottery, 2));
  const second = await createUser(em, { firstName: 'Léa', lastName: 'Mba' });
  other = { user: second, payment: (await createPaidLotteryOrder(em, second, lottery, 1)).payment };
  // the raffle ended short of its minimum: its buyers are owed their money
  await em.nativeUpdate(Lottery, { id: lottery.id }, { status: 'expired' });
}, 120_000);
afterAll(async () => {
  await orm?.close();
  await browser?.close();
  await server?.stop();
});

async function signedIn(email: string, width?: number): Promise<{ page: Page; problems: string[] }> {
  const opened = await openMobilePage(browser, { width });
  await signIn(opened.page, server.url, email, FACTORY_PASSWORD);
  return opened;
}

// first: the administrator's batch below pays out every refund of the raffle, this one included
describe('refunds: first paint from +data (issue 18)', () => {
  it("the server HTML already holds the customer's own refunds, filtered by the URL's status, and the browser does not ask again", async () => {
    const cookie = await sessionCookie(server.url, other.user.email, FACTORY_PASSWORD);
    const headers = { Cookie: cookie, 'X-Requested-With': 'XMLHttpRequest' };
    const created = await fetch(`${server.url}/api/refunds`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ transaction_id: other.payment.id, reason: 'changed_mind' }),
    });
    expect(created.status).toBe(201);
    const number = ((await created.json()) as { data: { refund: { refund_number: string } } }).data.refund
      .refund_number;
    const html = async (path: string) => (await fetch(server.url + path, { headers: { Cookie: cookie } })).text();

    const all = await html('/customer/refunds');
    expect(all).toContain(`data-refund="${number}"`);
    // the other buyer's refund (first test) is never shown here
    expect(all.match(/data-testid="refund-row"/g)).toHaveLength(1);
    expect(all).toContain('data-testid="stat-total-refunds-value">1<');
    const pending = await html('/customer/refunds?status=pending');
    expect(pending).toContain(`data-refund="${number}"`);
    const done = await html('/customer/refunds?status=completed');
    expect(done).not.toContain('data-testid="refund-row"');
    expect(done).toContain('data-testid="refunds-empty"');

    const { page, problems } = await signedIn(other.user.email);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/refunds') asked.push(r.url());
    });
    await openHydrated(page, `${server.url}/customer/refunds`);
    await page.locator(`[data-testid="refund-row"][data-refund="${number}"]`).waitFor();
    await page.waitForTimeout(300);
    expect(asked).toEqual([]);
    // the status filter reloads in place through the API
    await page.getByTestId('refund-status-filter').selectOption('completed');
    await page.getByTestId('refunds-empty').waitFor();
    expect(asked).toHaveLength(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('refunds (built app, Chromium)', () => {
  it('a customer asks for their money back, an administrator pays it out, the customer sees it done', async () => {
    const customer = await signedIn(buyer.email);
    await openHydrated(customer.page, `${server.url}/customer/refunds`);
    await customer.page.getByTestId('refunds-empty').waitFor();
    await customer.page.getByTestId('refund-new').click();
    const form = customer.page.getByTestId('refund-form');
    await form.getByTestId('refund-transaction').selectOption(String(payment.id));
    await form.getByTestId('refund-reason').selectOption('changed_mind');
    await form.getByTestId('refund-notes').fill('La tombola n’a pas eu lieu');
    await form.getByTestId('refund-submit').click();
    await customer.page.getByText('Demande de remboursement créée avec succès!').waitFor();
    const row = customer.page.getByTestId('refund-row');
    await row.and(customer.page.locator('[data-status="pending"]')).waitFor();
    expect(await row.count()).toBe(1);

    const back = await signedIn(admin.email, 1280);
    await openHydrated(back.page, `${server.url}/admin/refunds`);
    await back.page.getByTestId('eligible-lottery').first().waitFor();
    // the demo data has refunds of its own: this buyer's row is the one followed
    const mine = back.page.getByTestId('admin-refund-row').filter({ hasText: 'Awa Nzé' });
    await mine.and(back.page.locator('[data-status="pending"]')).waitFor();
    await back.page.getByTestId('process-automatic').click();
    await back.page.getByTestId('process-dialog').waitFor();
    expect(await back.page.getByTestId('dry-run').isChecked()).toBe(false);
    await back.page.getByTestId('process-submit').click();
    await mine.and(back.page.locator('[data-status="completed"]')).waitFor();

    await openHydrated(customer.page, `${server.url}/customer/refunds`);
    await customer.page.getByTestId('refund-row').and(customer.page.locator('[data-status="completed"]')).waitFor();
    expect(customer.problems).toEqual([]);
    expect(back.problems).toEqual([]);
    await customer.page.context().close();
    await back.page.context().close();
  });
});
