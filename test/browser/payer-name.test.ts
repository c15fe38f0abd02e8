import type { Browser, Page } from 'playwright-core';
import { shortName } from '../../src/modules/payments/payer-names.js';
import { simulatedKyc } from '../../src/modules/simulator/kyc-names.js';
import { launchBrowser, openHydrated, openMobilePage, signIn } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

const RAFFLE = 'Téléviseur Samsung 55 pouces 4K'; // demo raffle
const plain = (s: string | null) => (s ?? '').replace(/[\s\u202F\u00A0]+/g, ' ').trim();

let server: ServerProcess;
let browser: Browser;
beforeAll(async () => {
  server = await startServerProcess();
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function phoneScreen(page: Page) {
  const res = await page.request.get(`${server.url}/api/products?search=${encodeURIComponent(RAFFLE)}`);
  const id = ((await res.json()) as { data: { products: { id: number; name: string }[] } }).data.products.find(
    (p) => p.name === RAFFLE,
  )!.id;
  await openHydrated(page, `${server.url}/customer/products/${id}`);
  await page.getByTestId('buy-button').click();
  await page.waitForURL(/\/payment\/method\?/);
  await page.getByTestId('method-airtel_money').click();
  await page.getByTestId('method-continue').click();
  await page.waitForURL(/\/payment\/phone\?/);
  await page.waitForSelector('html[data-hydrated="true"]');
}

describe('the payer-name check on the phone screen (built app, SHAP simulator, Chromium)', () => {
  it('shows whose account the number is before paying, and warns when there is none', async () => {
    const { page, problems } = await openMobilePage(browser);
    await signIn(page, server.url, 'client@mbolo.test', 'Mbolo2026!');
    await phoneScreen(page);
    const field = page.getByTestId('payment-phone').locator('input[name="phone"]');

    await field.fill('074010203');
    const shown = page.getByTestId('payer-name');
    const expected = shortName(simulatedKyc('airtelmoney', '074010203').account_name!);
    await page.getByText(`Compte Airtel Money au nom de : ${expected}`).waitFor();
    expect(plain(await shown.textContent())).toContain('Vérifiez que c’est bien le bon numéro'.replace('’', "'"));

    // a number with no account: the warning replaces the name, and an incomplete number shows nothing
    await field.fill('074010000');
    await page.getByText("Aucun compte Airtel Money n'est enregistré à ce numéro. Vérifiez le numéro saisi.").waitFor();
    await field.fill('07401');
    await shown.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
