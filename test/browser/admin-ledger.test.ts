import type { Browser } from 'playwright-core';
import { launchBrowser, openHydrated, openMobilePage, sessionCookie, signIn } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';
import { buyAndPayDirect } from '../support/demo-purchase.js';

const PASSWORD = 'Mbolo2026!';
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

/** A demo customer buys an article through the API and pays it with the simulator (Airtel); answers its price. */
async function buyAndPay(): Promise<number> {
  const cookie = await sessionCookie(server.url, 'client@mbolo.test', PASSWORD);
  const headers = { cookie, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
  const listed = (await (await fetch(`${server.url}/api/products?sale_mode=direct&per_page=24`)).json()) as {
    data: { products: { id: number; price: number; stock: number | null }[] };
  };
  const product = listed.data.products.find((p) => (p.stock ?? 0) > 2)!;
  await buyAndPayDirect(server.url, headers, product);
  return product.price;
}

describe('the back-office ledger page (built app, Chromium)', () => {
  it('shows the journal a paid purchase posted: the operator received it, split between seller and commission', async () => {
    // the demo's older sales are there too (their opening balances): the purchase adds to them
    const admin = await sessionCookie(server.url, 'admin@mbolo.test', PASSWORD);
    const airtel = async () => {
      const res = await fetch(`${server.url}/api/admin/ledger/balances`, { headers: { cookie: admin } });
      const body = (await res.json()) as { data: { accounts: { account: string; balance: number }[] } };
      return body.data.accounts.find((a) => a.account === 'operator:airtelmoney')?.balance ?? 0;
    };
    const before = await airtel();
    const price = await buyAndPay();
    expect(await airtel()).toBe(before + price);
    const { page, problems } = await openMobilePage(browser, { width: 1280 });
    await signIn(page, server.url, 'admin@mbolo.test', PASSWORD);
    await openHydrated(page, `${server.url}/admin/ledger`);
    await page.getByRole('heading', { name: 'Grand livre' }).first().waitFor();
    const operator = page.getByRole('row').filter({ hasText: 'operator:airtelmoney' });
    await operator.waitFor();
    expect(plain(await operator.textContent())).toContain(plain(new Intl.NumberFormat('fr-FR').format(before + price)));
    expect(await page.getByRole('row').filter({ hasText: 'platform:commission' }).count()).toBe(1);
    await page.getByTestId('ledger-last-check').waitFor();
    // the revenue the payments screen and the dashboard show is the ledger's (the demo's older sales included)
    expect(plain(await page.getByTestId('ledger-reconciliation-status').textContent())).toBe('Concordant');
    const revenue = plain(await page.getByTestId('reconciliation-revenue-value').textContent());
    expect(plain(await page.getByTestId('reconciliation-ledger_revenue-value').textContent())).toBe(revenue);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('is closed to an account without the payments privilege', async () => {
    const { page } = await openMobilePage(browser);
    await signIn(page, server.url, 'client@mbolo.test', PASSWORD);
    const res = await page.goto(`${server.url}/admin/ledger`);
    expect(new URL(page.url()).pathname).not.toBe('/admin/ledger');
    expect(res?.status()).toBeLessThan(500);
    await page.context().close();
  });
});
