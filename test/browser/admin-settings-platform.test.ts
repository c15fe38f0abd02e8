import { MikroORM } from '@mikro-orm/postgresql';
import type { Browser, Page } from 'playwright-core';
import { ormConfig } from '../../mikro-orm.config.js';
import { Country } from '../../src/modules/geo/country.entity.js';
import { Language } from '../../src/modules/geo/language.entity.js';
import { PaymentMethod } from '../../src/modules/payment-methods/payment-method.entity.js';
import { Setting } from '../../src/modules/settings/setting.entity.js';
import type { User } from '../../src/modules/users/user.entity.js';
import { createUser, FACTORY_PASSWORD } from '../factories/users.js';
import { launchBrowser, openHydrated, openMobilePage, signIn } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

/**
 * The platform tabs of /admin/settings driven by a Super Admin in Chromium: countries, languages (seen
 * by a visitor's language switch), maintenance (seen by a visitor as a 503), the sender of e-mails and
 * a payment method's switch, each change read back after a reload and in the database.
 */
let server: ServerProcess;
let browser: Browser;
let orm: MikroORM;
let superAdmin: User;

beforeAll(async () => {
  server = await startServerProcess({ JOBS_ENABLED: '0' });
  browser = await launchBrowser();
  orm = await MikroORM.init(ormConfig({ clientUrl: server.databaseUrl, poolMax: 2 }));
  superAdmin = await createUser(orm.em.fork(), { roles: ['Super Admin'] });
}, 120_000);
afterAll(async () => {
  await orm?.close();
  await browser?.close();
  await server?.stop();
});

async function settingsTab(tab: string, width = 1366): Promise<{ page: Page; problems: string[] }> {
  const opened = await openMobilePage(browser, { width, height: 900 });
  await signIn(opened.page, server.url, superAdmin.email, FACTORY_PASSWORD);
  await openHydrated(opened.page, `${server.url}/admin/settings`);
  await opened.page.getByRole('tab', { name: tab, exact: true }).click();
  return opened;
}

/** A visitor who never signed in, in a browser context of their own. */
async function visitor(path: string) {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  const response = await page.goto(`${server.url}${path}`);
  return { page, response, close: () => context.close() };
}

describe('admin settings: countries, languages, maintenance, sender and payment methods (built app, Chromium)', () => {
  it('adds a country after a French refusal, switches it off and on, then deletes it after confirmation', async () => {
    const { page, problems } = await settingsTab('Pays');
    await page.getByTestId('country-add').click();
    const form = page.getByTestId('country-form');
    await form.getByLabel('Code').fill('Q');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.getByText('Le nom est obligatoire.').waitFor();
    await form.getByText('Le code doit comporter exactement 2 lettres (ISO 3166).').waitFor();
    // the code field takes two characters at most
    await form.getByLabel('Code').fill('QZX');
    expect(await form.getByLabel('Code').inputValue()).toBe('QZ');
    await form.locator('input[name="name"]').fill('Pays de test');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Pays ajouté avec succès').first().waitFor();
    const row = page.getByTestId('country-QZ');
    await row.getByText('Pays de test').waitFor();
    const stored = () => orm.em.fork().findOne(Country, { iso2: 'QZ' });
    expect((await stored())?.isActive).toBe(true);

    await row.getByTestId('country-toggle').click();
    await row.getByText('Inactif').waitFor();
    expect((await stored())?.isActive).toBe(false);
    await row.getByTestId('country-toggle').click();
    await row.getByText('Actif', { exact: true }).waitFor();
    expect((await stored())?.isActive).toBe(true);

    await row.getByTestId('country-delete').click();
    await page.getByTestId('confirm-yes').click();
    await page.getByText('Pays supprimé avec succès').first().waitFor();
    await row.waitFor({ state: 'detached' });
    expect(await stored()).toBeNull();
    await openHydrated(page, `${server.url}/admin/settings`);
    await page.getByRole('tab', { name: 'Pays', exact: true }).click();
    await page.getByTestId('country-GA').waitFor();
    expect(await page.getByTestId('country-QZ').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('takes English off the visitors’ language switch and puts it back', async () => {
    const { page, problems } = await settingsTab('Langues');
    const row = page.getByTestId('language-en');
    const before = await visitor('/');
    await before.page.getByTestId('language-switch').first().waitFor();
    await before.close();

    await row.getByTestId('language-toggle').click();
    await row.getByText('Inactif').waitFor();
    expect((await orm.em.fork().findOneOrFail(Language, { code: 'en' })).isActive).toBe(false);
    const during = await visitor('/');
    await during.page.locator('h1').first().waitFor();
    expect(await during.page.getByTestId('language-switch').count()).toBe(0);
    await during.close();

    await row.getByTestId('language-toggle').click();
    await row.getByText('Actif', { exact: true }).waitFor();
    const after = await visitor('/');
    await after.page.getByTestId('language-switch').first().waitFor();
    await after.close();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('puts visitors on the maintenance page while the administrator keeps working, then reopens; clears the cache', async () => {
    const { page, problems } = await settingsTab('Maintenance');
    const form = page.getByTestId('settings-form-maintenance');
    await form.getByLabel('Activer le mode maintenance').check();
    await form.getByLabel('Message affiché aux visiteurs').fill('Inventaire en cours, retour à 14 h.');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Paramètres enregistrés avec succès').first().waitFor();
    try {
      const closed = await visitor('/');
      expect(closed.response?.status()).toBe(503);
      expect(await closed.page.locator('body').textContent()).toContain('Inventaire en cours, retour à 14 h.');
      await closed.close();
      // the back-office stays open to its staff
      await openHydrated(page, `${server.url}/admin/settings`);
      await page.getByRole('tab', { name: 'Maintenance', exact: true }).click();
      expect(
        await page.getByTestId('settings-form-maintenance').getByLabel('Activer le mode maintenance').isChecked(),
      ).toBe(true);
    } finally {
      await page.getByTestId('settings-form-maintenance').getByLabel('Activer le mode maintenance').uncheck();
      await page.getByTestId('settings-form-maintenance').getByRole('button', { name: 'Enregistrer' }).click();
      await page.getByText('Paramètres enregistrés avec succès').first().waitFor();
    }
    const open = await visitor('/');
    expect(open.response?.status()).toBe(200);
    await open.close();
    expect((await orm.em.fork().findOne(Setting, { key: 'maintenance_mode' }))?.value).toBe(false);

    await page.getByTestId('maintenance-clear-cache').click();
    await page.getByTestId('confirm-yes').click();
    await page
      .getByText(/^Cache vidé/)
      .first()
      .waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('keeps the sender name of the e-mails', async () => {
    const { page, problems } = await settingsTab('Notifications');
    const form = page.getByTestId('settings-form-notifications');
    await form.getByLabel("Nom de l'expéditeur").fill('Mbolo Libreville');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Paramètres enregistrés avec succès').first().waitFor();
    await openHydrated(page, `${server.url}/admin/settings`);
    await page.getByRole('tab', { name: 'Notifications', exact: true }).click();
    expect(await page.getByTestId('settings-form-notifications').getByLabel("Nom de l'expéditeur").inputValue()).toBe(
      'Mbolo Libreville',
    );
    expect((await orm.em.fork().findOne(Setting, { key: 'from_name' }))?.value).toBe('Mbolo Libreville');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  for (const width of [1366, 390]) {
    it(`switches a payment method on and off at ${width} px, kept after a reload`, async () => {
      const { page, problems } = await settingsTab('Paiement', width);
      const toggle = () => page.getByTestId('payment-method-flutterwave').getByTestId('payment-method-toggle');
      const active = async () => (await orm.em.fork().findOneOrFail(PaymentMethod, { code: 'flutterwave' })).active;
      const start = await active();
      expect(await toggle().isChecked()).toBe(start);
      await toggle().click();
      await page
        .getByTestId('payment-method-flutterwave')
        .getByText(start ? 'Inactif' : 'Actif', { exact: true })
        .waitFor();
      expect(await active()).toBe(!start);
      await openHydrated(page, `${server.url}/admin/settings`);
      await page.getByRole('tab', { name: 'Paiement', exact: true }).click();
      expect(await toggle().isChecked()).toBe(!start);
      // back as it was, for the other width
      await toggle().click();
      await page
        .getByTestId('payment-method-flutterwave')
        .getByText(start ? 'Actif' : 'Inactif', { exact: true })
        .waitFor();
      expect(await active()).toBe(start);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }
});
