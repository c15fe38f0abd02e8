import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openMobilePage } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

const PASSWORD = 'Mbolo2026!';

let server: ServerProcess;
let browser: Browser;
beforeAll(async () => {
  // the deployment default: staff must turn two-factor on
  server = await startServerProcess({ STAFF_2FA_REQUIRED: '1' });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');

describe('staff two-factor enrolment (built app, Chromium)', () => {
  it('sends a staff account without two-factor to its setup, then into the back office', async () => {
    const { page, problems } = await openMobilePage(browser, { allowConsole: /status of (403|422)/ });
    await page.goto(`${server.url}/login`);
    await hydrated(page);
    const form = page.getByTestId('login-form');
    await form.locator('input[name=email]').fill('agent@mbolo.test');
    await form.locator('input[name=password]').fill(PASSWORD);
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(`${server.url}/2fa/setup`);
    const setupPage = page.getByTestId('two-factor-setup-page');
    await setupPage.getByText('La double authentification est obligatoire pour les comptes du personnel').waitFor();

    // the back office stays closed meanwhile
    await page.goto(`${server.url}/admin/dashboard`);
    await page.waitForURL(`${server.url}/2fa/setup`);
    await hydrated(page);

    const card = page.getByTestId('two-factor-card');
    await card.getByRole('button', { name: 'Activer la double authentification' }).click();
    await card.getByText('Le mot de passe actuel est requis').waitFor();
    await card.locator('input[name=current_password]').fill(PASSWORD);
    await card.getByRole('button', { name: 'Activer la double authentification' }).click();
    const secret = (await card.getByTestId('totp-secret').textContent())!.trim();
    await card.locator('input[name=code]').fill(await generate({ secret }));
    await card.getByRole('button', { name: "Confirmer l'activation" }).click();
    await card.getByTestId('recovery-codes').waitFor();
    await card.getByRole('button', { name: "J'ai conservé mes codes" }).click();
    await page.getByRole('link', { name: "Continuer vers l'espace d'administration" }).click();
    await page.waitForURL(`${server.url}/admin/dashboard`);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
