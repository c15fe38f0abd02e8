import { MikroORM } from '@mikro-orm/postgresql';
import type { Browser, Page } from 'playwright-core';
import { ormConfig } from '../../mikro-orm.config.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import { newOrderNumber } from '../../src/common/dated-number.js';
import { Payment } from '../../src/modules/payments/payment.entity.js';
import { Refund } from '../../src/modules/refunds/refund.entity.js';
import type { User } from '../../src/modules/users/user.entity.js';
import { createLottery, createProduct } from '../factories/catalogue.js';
import { createPaidDirectOrder, createPaidLotteryOrder, createPayment } from '../factories/orders.js';
import { createUser, FACTORY_PASSWORD } from '../factories/users.js';
import { launchBrowser, openHydrated, openMobilePage, signIn } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

let server: ServerProcess;
let browser: Browser;
let orm: MikroORM;
let admin: User;
let refundable: Payment;

beforeAll(async () => {
  server = await startServerProcess({ JOBS_ENABLED: '0', SIMULATOR_DELAY_MS: '50' });
  browser = await launchBrowser();
  orm = await MikroORM.init(ormConfig({ clientUrl: server.databaseUrl, poolMax: 2 }));
  const em = orm.em.fork();
  // the demo data's payments (and their refunds) would change the counts this test reads: it starts from none
  await em.getConnection().execute('truncate payments cascade');
  admin = await createUser(em, { roles: ['Admin'] });
  const awa = await createUser(em, { firstName: 'Awa', lastName: 'Nzé', email: 'awa.nze@mbolo.test' });
  const paul = await createUser(em, { firstName: 'Paul', lastName: 'Obiang' });
  const merchant = await createUser(em, { roles: ['Business Enterprise'], companyName: 'Okoumé Électronique SARL' });
  const bag = await createProduct(em, { merchant, name: 'Sac en raphia tressé à la main', price: 25_000, stock: 50 });
  const tv = await createProduct(em, { merchant, name: 'Téléviseur 55 pouces', saleMode: 'lottery', price: 350_000 });
  const { lottery } = await createLottery(em, { product: tv, totalTickets: 100, ticketPrice: 1000 });
  ({ payment: refundable } = await createPaidDirectOrder(em, awa, bag));
  await createPaidLotteryOrder(em, paul, lottery, 4);
  // a month of history: paid and failed attempts on earlier days
  for (let i = 0; i < 25; i++) {
    const { payment } = await createPaidDirectOrder(em, i % 2 ? awa : paul, bag);
    await em.nativeUpdate(Payment, { id: payment.id }, { createdAt: new Date(Date.now() - (i + 1) * 86_400_000) });
  }
  for (const status of ['failed', 'expired', 'pending'] as const) {
    const order = em.create(Order, {
      orderNumber: newOrderNumber(),
      user: paul,
      type: 'product_purchase',
      status: 'awaiting_payment',
      product: bag,
      quantity: 1,
      unitPrice: 25_000,
      totalAmount: 25_000,
    });
    await em.flush();
    await createPayment(em, order, { status, paidAt: null, method: 'moov_money' });
  }
}, 120_000);
afterAll(async () => {
  await orm?.close();
  await browser?.close();
  await server?.stop();
});

async function open(width: number): Promise<{ page: Page; problems: string[] }> {
  const opened = await openMobilePage(browser, { width, height: 900, acceptDownloads: true });
  await signIn(opened.page, server.url, admin.email, FACTORY_PASSWORD);
  await openHydrated(opened.page, `${server.url}/admin/payments`);
  return opened;
}

/** Waits until the table shows `n` rows. */
async function rows(page: Page, n: number): Promise<void> {
  await page
    .getByTestId('payment-row')
    .nth(n - 1)
    .waitFor();
  await page.getByTestId('payment-row').nth(n).waitFor({ state: 'detached' });
}
/** A phone's layout viewport grows to fit wide content, so the width is checked against the one asked for. */
const noSidewaysScroll = async (page: Page) => {
  const w = await page.evaluate(() => {
    const g = globalThis as unknown as { innerWidth: number; document: { documentElement: { scrollWidth: number } } };
    return { inner: g.innerWidth, scroll: g.document.documentElement.scrollWidth };
  });
  return w.scroll <= w.inner && w.inner === page.viewportSize()!.width;
};

describe('admin payments (built app, Chromium)', () => {
  it.each([1366, 390])('renders the cards, filters, table and pager from the server at %i px', async (width) => {
    const { page, problems } = await open(width);
    // first paint comes from +data: the rows are in the server's HTML
    const html = await (await page.request.get(`${server.url}/admin/payments`)).text();
    expect(html).toContain('data-testid="payment-row"');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Gestion des Paiements');
    for (const id of ['stat-revenue', 'stat-successful', 'stat-rate', 'stat-failed'])
      await page.getByTestId(id).waitFor();
    expect(await page.getByTestId('stat-failed-change').textContent()).toContain('vs mois dernier');
    expect(await page.getByTestId('payment-row').count()).toBe(20);
    expect(await page.getByTestId('list-pager-range').textContent()).toBe('Affichage de 1 à 20 sur 30 résultats');
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.getByTestId('list-pager-next').click();
    await rows(page, 10);
    await page.waitForURL(/page=2/);

    // each filter change goes back to page 1 and lands in the URL
    await page.getByTestId('filter-status').selectOption('failed');
    await rows(page, 2);
    await page.waitForURL((u) => u.searchParams.get('status') === 'failed' && !u.searchParams.has('page'));
    await page.getByTestId('filters-reset').click();
    await page.getByTestId('filter-search').fill('awa.nze');
    await page.waitForURL(/search=awa\.nze/);
    await page.getByTestId('list-pager-range').getByText('sur 13 résultats').waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('exports JSON and CSV with the filters and says so', async () => {
    const { page, problems } = await open(1366);
    await page.getByTestId('filter-status').selectOption('failed');
    await page.waitForURL(/status=failed/);
    for (const [item, ext] of [
      ['Exporter en JSON', 'json'],
      ['Exporter en CSV (Excel)', 'csv'],
    ] as const) {
      await page.getByRole('button', { name: 'Exporter' }).click();
      const download = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: item }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(new RegExp(`^payments-export-\\d{4}-\\d{2}-\\d{2}\\.${ext}$`));
      await page.getByText('Export téléchargé avec succès').first().waitFor();
      await page.getByText('✅ Export').first().waitFor();
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('opens a payment and initiates its refund after the confirmation, once', async () => {
    const { page, problems } = await open(390);
    await page.getByTestId('filter-search').fill(refundable.reference);
    await rows(page, 1);
    await page.getByTestId('payment-view').click();
    const detail = page.getByTestId('payment-detail');
    await detail.waitFor();
    expect(await detail.textContent()).toContain(refundable.reference);
    await detail.getByTestId('payment-refund').click();
    await page.getByText('Êtes-vous sûr de vouloir initier un remboursement pour cette transaction ?').waitFor();
    await page.getByTestId('refund-reason').fill('Article indisponible');
    await page.getByTestId('confirm-yes').click();
    await page.getByText('✅ Remboursement').waitFor();
    await page.getByText('Remboursement initié avec succès').waitFor();
    await detail.waitFor({ state: 'detached' });
    expect(await orm.em.fork().count(Refund, { payment: refundable.id })).toBe(1);

    // a failed payment offers no refund
    await page.getByTestId('filter-search').fill('');
    await page.getByTestId('filter-status').selectOption('failed');
    await rows(page, 2);
    await page.getByTestId('payment-view').first().click();
    await page.getByTestId('payment-detail').waitFor();
    expect(await page.getByTestId('payment-refund').count()).toBe(0);
    await page.getByTestId('payment-close').click();
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
