import type { Browser } from 'playwright-core';
import { SIMULATOR_CREDENTIALS } from '../../src/config/gateways.js';
import { EbillingClient } from '../../src/infra/ebilling/ebilling-client.js';
import { launchBrowser, openMobilePage } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

let server: ServerProcess;
let browser: Browser | undefined;
let gateway: EbillingClient;
beforeAll(async () => {
  server = await startServerProcess({ SIMULATOR_DELAY_MS: '100' });
  gateway = new EbillingClient({
    name: 'simulator',
    baseUrl: `${server.url}/simulator/ebilling`,
    auth: { kind: 'basic', username: SIMULATOR_CREDENTIALS.username, sharedKey: SIMULATOR_CREDENTIALS.sharedKey },
    timeoutMs: 5000,
  });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function pushedBill(msisdn: string, reference: string): Promise<string> {
  const { billId } = await gateway.createBill({
    payerMsisdn: msisdn,
    payerEmail: 'awa@example.ga',
    payerName: 'Awa',
    amount: 3000,
    shortDescription: 'Tombola iPhone 15',
    externalReference: reference,
    expiryPeriodMinutes: 15,
  });
  await gateway.pushUssd(billId, 'airtelmoney', msisdn);
  return billId;
}

describe('the simulator phone page (built app, Chromium)', () => {
  it('is rendered on the server', async () => {
    const res = await fetch(`${server.url}/simulator/phone`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('Téléphone de test');
    expect(html).toContain('70 à 79 : attend votre réponse ici');
  });

  it('lists the pushes of a number; Valider (code PIN) pays, Refuser fails', async () => {
    const approved = await pushedBill('074010271', 'PAY-PHONE-1');
    const declined = await pushedBill('074010271', 'PAY-PHONE-2');
    browser = await launchBrowser();
    const { page, problems } = await openMobilePage(browser);
    await page.goto(`${server.url}/simulator/phone`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByTestId('sim-msisdn').fill('074010271');
    await page.getByTestId('sim-watch').click();

    const first = page.locator(`[data-testid="sim-push"][data-bill-id="${approved}"]`);
    await first.waitFor();
    expect(await first.getByTestId('sim-reference').textContent()).toBe('PAY-PHONE-1');
    expect((await first.getByTestId('sim-amount').textContent())?.replace(/\s/g, '')).toBe('3000FCFA');
    await first.getByRole('button', { name: 'Valider (code PIN)' }).click();
    await first.getByTestId('sim-pin').fill('1234');
    await first.getByTestId('sim-confirm').click();
    await first.waitFor({ state: 'detached' });
    expect((await gateway.getBill(approved)).state).toBe('paid');

    const second = page.locator(`[data-testid="sim-push"][data-bill-id="${declined}"]`);
    await second.getByRole('button', { name: 'Refuser' }).click();
    await second.waitFor({ state: 'detached' });
    expect(await gateway.getBill(declined)).toMatchObject({ state: 'failed', failureReason: 'refusé par le payeur' });
    await page.getByTestId('sim-empty').waitFor();

    // a push arriving later shows up by polling, without a reload
    const late = await pushedBill('074010271', 'PAY-PHONE-3');
    await page.locator(`[data-testid="sim-push"][data-bill-id="${late}"]`).waitFor({ timeout: 6000 });
    expect(page.url()).toContain('msisdn=074010271');
    expect(problems).toEqual([]);
  });
});
