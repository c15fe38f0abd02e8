import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openHydrated, openMobilePage, signIn } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

const PASSWORD = 'Mbolo2026!';
const RAFFLE = 'Téléviseur Samsung 55 pouces 4K'; // demo raffle: 1 000 FCFA a ticket
// Intl writes amounts with narrow no-break spaces; compare with plain ones
const plain = (s: string | null) => (s ?? '').replace(/[\s\u202F\u00A0]+/g, ' ').trim();
const fcfa = (n: number) => plain(`${new Intl.NumberFormat('fr-FR').format(n)} FCFA`);

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

interface Limits {
  spent_this_month: number;
  effective_cap: number | null;
  personal_cap: number | null;
  excluded_until: string | null;
}
async function limits(page: Page): Promise<Limits> {
  const res = await page.request.get(`${server.url}/api/user/spending-limits`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Limits }).data;
}
async function productId(page: Page, name: string): Promise<number> {
  const res = await page.request.get(`${server.url}/api/products?search=${encodeURIComponent(name)}`);
  const found = ((await res.json()) as { data: { products: { id: number; name: string }[] } }).data.products.find(
    (p) => p.name === name,
  );
  expect(found).toBeDefined();
  return found!.id;
}

describe('buyer protection (built app, Chromium, 360 px)', () => {
  it('lowers the monthly cap on the profile, is refused in French over it, then self-excludes after confirming', async () => {
    const { page, problems } = await openMobilePage(browser, { allowConsole: /status of (403|409)/ });
    await signIn(page, server.url, 'client@mbolo.test', PASSWORD);
    const before = await limits(page);
    const cap = before.spent_this_month + 2_000;

    await openHydrated(page, `${server.url}/customer/profile?tab=responsible`);
    const tab = page.getByTestId('responsible-gaming');
    await tab.getByTestId('spending-progress').waitFor();
    const capForm = tab.getByTestId('spending-cap');
    await capForm.locator('input[name=monthly_cap]').fill(String(cap));
    await capForm.getByRole('button', { name: 'Enregistrer le plafond' }).click();
    await page.locator('.toast').filter({ hasText: 'Votre plafond mensuel est enregistré' }).first().waitFor();
    expect(plain(await tab.getByTestId('spending-remaining').textContent())).toBe(
      `Il vous reste ${fcfa(2_000)} ce mois-ci.`,
    );
    expect((await limits(page)).personal_cap).toBe(cap);

    // three tickets of 1 000 FCFA are over what is left
    await openHydrated(page, `${server.url}/customer/products/${await productId(page, RAFFLE)}`);
    await page.getByRole('button', { name: 'Un ticket de plus' }).click();
    await page.getByRole('button', { name: 'Un ticket de plus' }).click();
    await page.getByTestId('buy-button').filter({ hasText: 'Acheter 3 tickets' }).click();
    const refusal = page.locator('.toast').filter({ hasText: 'plafond mensuel' }).first();
    await refusal.waitFor();
    expect(plain(await refusal.textContent())).toContain(
      `Vous avez atteint votre plafond mensuel de dépenses en tickets (${fcfa(cap)}). Il vous reste ${fcfa(2_000)} ce mois-ci.`,
    );
    expect(page.url()).toMatch(/\/customer\/products\/\d+$/);
    expect((await limits(page)).spent_this_month).toBe(before.spent_this_month);

    // self-exclusion: nothing happens before the confirmation
    await openHydrated(page, `${server.url}/customer/profile?tab=responsible`);
    const exclusion = page.getByTestId('self-exclusion');
    await exclusion.getByLabel("Durée de l'exclusion").selectOption('3');
    await exclusion.getByTestId('self-exclusion-open').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText("Confirmer l'auto-exclusion").waitFor();
    await dialog.getByTestId('confirm-no').click();
    await dialog.waitFor({ state: 'detached' });
    expect((await limits(page)).excluded_until).toBeNull();

    await exclusion.getByTestId('self-exclusion-open').click();
    await page.getByRole('dialog').getByRole('button', { name: "Oui, m'exclure" }).click();
    const status = exclusion.getByTestId('excluded-until');
    await status.waitFor();
    const until = (await limits(page)).excluded_until;
    expect(until).not.toBeNull();
    expect(new Date(until!).getTime() - Date.now()).toBeGreaterThan(88 * 86_400_000);
    expect(await status.textContent()).toMatch(/^Auto-exclusion active jusqu'au \d{2}\/\d{2}\/\d{4}\.$/);
    expect(await exclusion.getByTestId('self-exclusion-open').textContent()).toBe("Prolonger l'exclusion");

    // a ticket is now refused, with the end date
    await openHydrated(page, `${server.url}/customer/products/${await productId(page, RAFFLE)}`);
    await page.getByTestId('buy-button').filter({ hasText: 'Acheter 1 ticket' }).click();
    const excluded = page.locator('.toast').filter({ hasText: 'exclu(e) des tombolas' }).first();
    await excluded.waitFor();
    expect(plain(await excluded.textContent())).toMatch(
      /Vous vous êtes exclu\(e\) des tombolas jusqu'au \d{2}\/\d{2}\/\d{4}/,
    );
    expect(problems).toEqual([]);
  });

  it('refuses a registration without the 18+ box, on the field', async () => {
    const { page } = await openMobilePage(browser, { allowConsole: /status of 422/ });
    await openHydrated(page, `${server.url}/register`);
    const form = page.getByTestId('register-form');
    await form.locator('input[name=first_name]').fill('Awa');
    await form.locator('input[name=last_name]').fill('Nguema');
    await form.locator('input[name=email]').fill(`adult.${Date.now()}@example.ga`);
    await form.locator('input[name=phone]').fill(`74${String(Date.now()).slice(-6)}`);
    await form.locator('input[name=password]').fill(PASSWORD);
    await form.locator('input[name=password_confirmation]').fill(PASSWORD);
    await form.locator('input[name=terms_accepted]').check();
    await form.getByRole('button', { name: 'Créer mon compte' }).click();
    await form.getByText('Vous devez confirmer avoir 18 ans ou plus').waitFor();
    expect(page.url()).toMatch(/\/register$/);
    await form.getByLabel('Je confirme avoir 18 ans ou plus').check();
    await form.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.waitForURL(/\/login\?registered=true&email=/);
  });

  it('lets an administrator set the platform cap and see the watch list', async () => {
    const { page, problems } = await openMobilePage(browser, { width: 1280 });
    await signIn(page, server.url, 'admin@mbolo.test', PASSWORD);
    await openHydrated(page, `${server.url}/admin/settings`);
    await page.getByRole('tab', { name: 'Tombolas' }).click();
    const lottery = page.getByTestId('settings-form-lottery');
    const cap = lottery.getByLabel('Plafond mensuel de dépenses en tickets par acheteur (FCFA)');
    expect(await cap.inputValue()).toBe('5000000');
    await cap.fill('4000000');
    await lottery.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Paramètres enregistrés avec succès').first().waitFor();
    const saved = await page.request.get(`${server.url}/api/admin/settings`);
    expect(
      ((await saved.json()) as { data: { lottery: { monthly_spending_cap: number } } }).data.lottery,
    ).toMatchObject({ monthly_spending_cap: 4_000_000 });

    // the sidebar leads to the watch list, where the self-excluded client of the first test shows
    await page
      .getByTestId('admin-sidebar')
      .locator('visible=true')
      .getByRole('link', { name: 'Jeu responsable' })
      .click();
    await page.waitForURL(/\/admin\/spending-watch$/);
    const row = page.getByTestId('spending-watch-row').filter({ hasText: 'client@mbolo.test' });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(problems).toEqual([]);
  });
});
