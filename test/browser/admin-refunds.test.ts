import { MikroORM } from '@mikro-orm/postgresql';
import type { Browser, Page } from 'playwright-core';
import { ormConfig } from '../../mikro-orm.config.js';
import type { Payment } from '../../src/modules/payments/payment.entity.js';
import type { User } from '../../src/modules/users/user.entity.js';
import { createProduct } from '../factories/catalogue.js';
import { createPaidDirectOrder } from '../factories/orders.js';
import { createUser, FACTORY_PASSWORD } from '../factories/users.js';
import { launchBrowser, openHydrated, openMobilePage, signIn } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

/** Spec 3 §2 refund management at desktop and phone widths: first paint, detail timeline and meta, reject, manual completion. */
let server: ServerProcess;
let browser: Browser;
let orm: MikroORM;
let admin: User;
const payments: Payment[] = [];

beforeAll(async () => {
  server = await startServerProcess({ JOBS_ENABLED: '0', SIMULATOR_DELAY_MS: '50' });
  browser = await launchBrowser();
  orm = await MikroORM.init(ormConfig({ clientUrl: server.databaseUrl, poolMax: 2 }));
  const em = orm.em.fork();
  // the demo data holds refunds of its own: the counts below are about this test's refunds only
  await em.getConnection().execute('truncate refunds cascade');
  admin = await createUser(em, { roles: ['Admin'] });
  const merchant = await createUser(em, { roles: ['Business Enterprise'], companyName: 'Okoumé Électronique SARL' });
  const product = await createProduct(em, { merchant, name: 'Enceinte Bluetooth', price: 25_000, stock: 20 });
  for (const name of ['Awa', 'Landry', 'Prisca']) {
    const buyer = await createUser(em, { firstName: name, lastName: 'Mba' });
    payments.push((await createPaidDirectOrder(em, buyer, product)).payment);
  }
}, 120_000);
afterAll(async () => {
  await orm?.close();
  await browser?.close();
  await server?.stop();
});

async function signedIn(width: number): Promise<{ page: Page; problems: string[] }> {
  const opened = await openMobilePage(browser, { width, height: 900 });
  await signIn(opened.page, server.url, admin.email, FACTORY_PASSWORD);
  return opened;
}

async function refundPayment(page: Page, payment: Payment, body: Record<string, string>): Promise<string> {
  const res = await page.request.post(`${server.url}/api/admin/payments/${payment.id}/refund`, {
    data: body,
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { refund: { refund_number: string } } }).data.refund.refund_number;
}

// the test is compiled without DOM types: the page's globals are reached through globalThis
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const w = globalThis as unknown as { innerWidth: number; document: { documentElement: { scrollWidth: number } } };
    return w.document.documentElement.scrollWidth <= w.innerWidth;
  });
const row = (page: Page, number: string) => page.locator(`[data-testid="admin-refund-row"][data-refund="${number}"]`);

describe('admin refunds (built app, Chromium)', () => {
  it('1366 px: first paint from the server, timeline and meta, reject waits for a reason, a bank transfer is completed by hand', async () => {
    const { page, problems } = await signedIn(1366);
    const paidOut = await refundPayment(page, payments[0]!, {});
    const transfer = await refundPayment(page, payments[1]!, { refund_method: 'bank_transfer' });

    // no spinner on first paint: the rows are in the server's HTML
    const first = await page.goto(`${server.url}/admin/refunds`);
    const html = await first!.text();
    expect(html).toContain(`data-refund="${transfer}"`);
    expect(html).toContain('data-testid="stat-total-refunds"');
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByTestId('admin-refund-count').getByText('2 remboursements trouvés').waitFor();
    await page.getByTestId('check-lotteries').waitFor();
    await page.getByTestId('process-automatic').waitFor();

    await row(page, paidOut).getByTestId('admin-refund-view').click();
    const detail = page.getByTestId('admin-refund-detail');
    await detail.and(page.locator('[data-status="completed"]')).waitFor();
    await detail.getByTestId('refund-timeline').waitFor();
    const meta = detail.getByTestId('refund-meta');
    await meta.getByText('ID versement SHAP').waitFor();
    await meta.getByText('Réussi').waitFor();
    expect(await meta.getByTestId('refund-meta-fees').textContent()).toContain('0');
    for (const step of ['Demande créée', 'Approuvé', 'Versement envoyé', 'Remboursement terminé'])
      await detail.getByTestId('refund-timeline').getByText(step).first().waitFor();
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });

    await row(page, transfer).getByTestId('admin-refund-view').click();
    await detail.and(page.locator('[data-status="approved"]')).waitFor();
    await detail.getByTestId('refund-reject').click();
    const submit = page.getByTestId('reject-submit');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByTestId('reject-reason').fill('   ');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByTestId('reject-reason').fill('Client injoignable');
    expect(await submit.isDisabled()).toBe(false);
    await page.keyboard.press('Escape');
    await page.getByTestId('reject-form').waitFor({ state: 'hidden' });

    await detail.getByTestId('refund-complete').click();
    expect(await page.getByTestId('complete-method').inputValue()).toBe('bank_transfer');
    expect(await page.getByTestId('complete-submit').isDisabled()).toBe(true);
    await page.getByTestId('complete-reference').fill('VIR-BGFI-0042');
    await page.getByTestId('complete-submit').click();
    await page.getByText('Remboursement complété').first().waitFor();
    await detail.and(page.locator('[data-status="completed"]')).waitFor();
    await detail.getByText('VIR-BGFI-0042').first().waitFor();
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });

    // filters go through the URL: the server's answer for the new filters is shown, then reset
    await page.getByTestId('admin-refund-status-filter').selectOption('pending');
    await page
      .getByTestId('admin-refund-table-empty')
      .getByText('Aucun remboursement ne correspond aux filtres sélectionnés.')
      .waitFor();
    expect(page.url()).toContain('status=pending');
    await page.getByTestId('admin-refund-status-filter').selectOption('completed');
    await page.getByTestId('admin-refund-count').getByText('2 remboursements trouvés').waitFor();
    await row(page, transfer).and(page.locator('[data-status="completed"]')).waitFor();
    await page.getByTestId('filters-reset').click();
    await page.waitForURL(/\/admin\/refunds$/);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('390 px: no sideways scroll, detail with timeline and meta, rejection with a reason', async () => {
    const { page, problems } = await signedIn(390);
    const cash = await refundPayment(page, payments[2]!, { refund_method: 'cash' });
    await openHydrated(page, `${server.url}/admin/refunds`);
    await row(page, cash).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);

    await row(page, cash).getByTestId('admin-refund-view').click();
    const detail = page.getByTestId('admin-refund-detail');
    await detail.getByTestId('refund-timeline').waitFor();
    await detail.getByTestId('refund-meta').waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await detail.getByTestId('refund-reject').click();
    expect(await page.getByTestId('reject-submit').isDisabled()).toBe(true);
    await page.getByTestId('reject-reason').fill('Payé en boutique');
    await page.getByTestId('reject-submit').click();
    await detail.and(page.locator('[data-status="rejected"]')).waitFor();
    await detail.getByTestId('refund-rejection-reason').getByText('Payé en boutique').waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);

    // retried from the detail: it comes back approved and the modal closes 1.5 s later
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });
    await row(page, cash).and(page.locator('[data-status="rejected"]')).waitFor();
    await row(page, cash).getByTestId('admin-refund-view').click();
    await detail.getByTestId('refund-retry').click();
    await page.getByTestId('refund-retry-confirm').getByTestId('confirm-yes').click();
    await page.getByText('Remboursement relancé').first().waitFor();
    await detail.and(page.locator('[data-status="approved"]')).waitFor();
    await detail.waitFor({ state: 'hidden', timeout: 4000 });
    await row(page, cash).and(page.locator('[data-status="approved"]')).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
