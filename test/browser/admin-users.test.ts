import { MikroORM } from '@mikro-orm/postgresql';
import type { Browser, Page } from 'playwright-core';
import { ormConfig } from '../../mikro-orm.config.js';
import type { User } from '../../src/modules/users/user.entity.js';
import { createProduct } from '../factories/catalogue.js';
import { createPaidDirectOrder } from '../factories/orders.js';
import { createUser, FACTORY_PASSWORD } from '../factories/users.js';
import { launchBrowser, openHydrated, openMobilePage, signIn } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

let server: ServerProcess;
let browser: Browser;
let orm: MikroORM;
let admin: User;
let ornella: User;
let ornellaOrder: string;
let ornellaPayment: string;

beforeAll(async () => {
  // the demo seed runs too (SEED_DEMO=1): its accounts are listed around ours
  server = await startServerProcess({ JOBS_ENABLED: '0' });
  browser = await launchBrowser();
  orm = await MikroORM.init(ormConfig({ clientUrl: server.databaseUrl, poolMax: 2 }));
  const em = orm.em.fork();
  admin = await createUser(em, { roles: ['Admin'], firstName: 'Arnaud', lastName: 'Mba' });
  ornella = await createUser(em, {
    firstName: 'Ornella',
    lastName: 'Mbadinga',
    email: 'ornella.mbadinga@example.ga',
    phone: '+24177123456',
  });
  const merchant = await createUser(em, {
    roles: ['Business Enterprise'],
    firstName: 'Marc',
    lastName: 'Ekomi',
    companyName: 'Bois du Gabon SARL',
  });
  const table = await createProduct(em, { merchant, name: 'Table en okoumé', price: 85_000, stock: 3 });
  const bought = await createPaidDirectOrder(em, ornella, table);
  ornellaOrder = bought.order.orderNumber;
  ornellaPayment = bought.payment.reference;
}, 120_000);
afterAll(async () => {
  await orm?.close();
  await browser?.close();
  await server?.stop();
});

async function adminPage(width: number): Promise<{ page: Page; problems: string[] }> {
  const opened = await openMobilePage(browser, { width, height: 900 });
  await signIn(opened.page, server.url, admin.email, FACTORY_PASSWORD);
  return opened;
}

const noSidewaysScroll = (page: Page) => page.evaluate('document.documentElement.scrollWidth <= window.innerWidth');
const names = (page: Page) => page.getByTestId('user-name').allTextContents();

/** Waits until the table lists exactly these people (the list reloads after the debounce). */
async function waitForNames(page: Page, expected: string[]): Promise<void> {
  const end = Date.now() + 10_000;
  let seen: string[] = [];
  while (Date.now() < end) {
    seen = await names(page);
    if (seen.join() === expected.join()) return;
    await page.waitForTimeout(100);
  }
  expect(seen).toEqual(expected);
}

/** Opens the four people screens in turn: each renders its rows on first paint, without sideways scroll. */
async function walk(page: Page): Promise<void> {
  for (const [path, title] of [
    ['/admin/users', 'Gestion des utilisateurs'],
    ['/admin/customers', 'Clients'],
    ['/admin/vendors', 'Marchands'],
    ['/admin/admins', 'Administrateurs'],
  ] as const) {
    await openHydrated(page, `${server.url}${path}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByTestId('user-row').first().waitFor();
    expect(await page.getByTestId('list-pager-range').textContent()).toMatch(
      /^Affichage de 1 à \d+ sur \d+ résultats$/,
    );
    expect(await noSidewaysScroll(page)).toBe(true);
  }
}

describe('admin people screens (built app, Chromium)', () => {
  it('at 1366 px: four screens, the sidebar group, filters through the URL, the toggle hidden where refused', async () => {
    const { page, problems } = await adminPage(1366);
    await walk(page);
    const sidebar = page.getByTestId('admin-sidebar').locator('visible=true');
    expect(await sidebar.getByText('Gestion des utilisateurs').count()).toBe(1);

    // first paint from the URL's filters
    await openHydrated(page, `${server.url}/admin/users?search=ornella.mbadinga`);
    expect(await page.getByTestId('filter-search').inputValue()).toBe('ornella.mbadinga');
    expect(await names(page)).toEqual(['Ornella Mbadinga']);
    const row = page.getByTestId('user-row').first();
    expect(await row.getByTestId('user-role').textContent()).toBe('Client');
    expect(await row.getByTestId('user-status').textContent()).toBe('Actif');
    expect(await row.getByTestId('user-verified').textContent()).toBe('Vérifié');
    expect(await row.getByTestId('user-toggle').textContent()).toBe('Désactiver');

    // a select applies at once and lands in the URL
    await page.getByTestId('filter-status').selectOption('inactive');
    await page.waitForURL(/status=inactive/);
    await page.getByText('Aucun utilisateur ne correspond aux filtres sélectionnés.').waitFor();
    await page.getByTestId('filters-reset').click();
    await page.waitForURL((u) => u.search === '');
    await page.getByTestId('user-row').nth(5).waitFor();
    // a number typed the national way finds its +241 form
    await page.getByTestId('filter-search').fill('077123456');
    await page.getByTestId('filter-search').press('Enter');
    await page.waitForURL(/search=077123456/);
    await waitForNames(page, ['Ornella Mbadinga']);

    // merchants show their business and articles
    await openHydrated(page, `${server.url}/admin/vendors?search=${encodeURIComponent('Bois du Gabon')}`);
    await waitForNames(page, ['Marc Ekomi']);
    expect(await page.getByTestId('user-products').first().textContent()).toBe('1');
    expect(await page.getByTestId('user-row').first().textContent()).toContain('Bois du Gabon SARL');

    // an Admin is offered no toggle for a Super Admin, another Admin, nor themselves (spec 3 §6)
    await openHydrated(page, `${server.url}/admin/admins?role=Super%20Admin`);
    expect(await page.getByTestId('filter-role').inputValue()).toBe('Super Admin');
    await page.getByTestId('user-row').first().waitFor();
    expect(await page.getByTestId('user-toggle').count()).toBe(0);
    await openHydrated(page, `${server.url}/admin/admins?search=${encodeURIComponent(admin.email)}`);
    await waitForNames(page, ['Arnaud Mba']);
    expect(await page.getByTestId('user-toggle').count()).toBe(0);
    await openHydrated(page, `${server.url}/admin/admins?role=Agent`);
    await page.getByTestId('user-toggle').first().waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('at 390 px: four screens without sideways scroll; deactivating through the confirm dialog signs the user out', async () => {
    const { page, problems } = await adminPage(390);
    await walk(page);

    const customer = await openMobilePage(browser, { width: 390, height: 900, allowConsole: /status of 401/ });
    await signIn(customer.page, server.url, ornella.email, FACTORY_PASSWORD);
    expect((await customer.page.request.get(`${server.url}/api/auth/me`)).status()).toBe(200);

    await openHydrated(page, `${server.url}/admin/customers?search=ornella`);
    await waitForNames(page, ['Ornella Mbadinga']);
    await page.getByTestId('user-toggle').first().click();
    const dialog = page.getByRole('dialog', { name: 'Désactiver ce compte ?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Ornella Mbadinga sera déconnecté immédiatement');
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.getByTestId('confirm-yes').click();
    await page.locator('.toast').filter({ hasText: 'Statut modifié' }).waitFor();
    await page.getByTestId('user-toggle-confirm').waitFor({ state: 'detached' });
    await page.getByTestId('user-status').filter({ hasText: 'Inactif' }).waitFor();
    expect(await page.getByTestId('user-toggle').first().textContent()).toBe('Activer');

    // signed out at once, and the login is refused in French
    expect((await customer.page.request.get(`${server.url}/api/auth/me`)).status()).toBe(401);
    const login = await customer.page.request.post(`${server.url}/api/auth/login`, {
      data: { email: ornella.email, password: FACTORY_PASSWORD },
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(login.status()).toBe(403);
    expect((await login.json()).message).toBe('Votre compte est temporairement suspendu. Contactez le support client.');

    // and back: activation restores the login
    await page.getByTestId('user-toggle').first().click();
    await page.getByRole('dialog', { name: 'Activer ce compte ?' }).waitFor();
    await page.getByTestId('confirm-yes').click();
    // "Inactif" holds "actif" too: wait for the button that only an active account shows
    await page
      .getByTestId('user-toggle')
      .filter({ hasText: /^Désactiver$/ })
      .waitFor();
    await signIn(customer.page, server.url, ornella.email, FACTORY_PASSWORD);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(problems).toEqual([]);
    await customer.page.context().close();
    await page.context().close();
  });

  it('creates a staff account through the dialog (390 px and 1366 px) and edits a user’s name', async () => {
    for (const [width, first, email, digits] of [
      [390, 'Nadia', 'nadia.ondo@mbolo.test', '074556677'],
      [1366, 'Hugues', 'hugues.ondo@mbolo.test', '066112233'],
    ] as const) {
      const { page, problems } = await adminPage(width);
      await openHydrated(page, `${server.url}/admin/admins`);
      await page.getByTestId('user-create').click();
      // an Admin (not a Super Admin) creates a "Utilisateur", with the staff roles admin-roles offers
      const dialog = page.getByRole('dialog', { name: 'Créer un Utilisateur' });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('Un mot de passe temporaire est généré et envoyé par e-mail.');
      expect(await dialog.getByTestId('user-role-select').locator('option').allTextContents()).toEqual([
        'Sélectionnez un rôle',
        'Agent de Support',
        'Agent Back Office',
      ]);
      await dialog.getByTestId('user-form-submit').click();
      expect(await dialog.getByText('Veuillez remplir tous les champs obligatoires').count()).toBeGreaterThanOrEqual(4);
      await dialog.getByTestId('user-first-name').fill(first);
      await dialog.getByTestId('user-last-name').fill('Ondo');
      await dialog.getByTestId('user-email').fill(email);
      await dialog.locator('input[name="phone"]').fill(digits);
      await dialog.getByTestId('user-role-select').selectOption('Agent');
      expect(await noSidewaysScroll(page)).toBe(true);
      await dialog.getByTestId('user-form-submit').click();
      await page.locator('.toast').filter({ hasText: 'Administrateur créé avec succès' }).waitFor();
      await dialog.waitFor({ state: 'detached' });
      await page
        .getByTestId('user-name')
        .filter({ hasText: `${first} Ondo` })
        .waitFor();
      // a staff account is edited with the short form only
      await page
        .getByTestId('user-row')
        .filter({ hasText: `${first} Ondo` })
        .getByTestId('user-edit')
        .click();
      const short = page.getByRole('dialog', { name: "Modifier l'utilisateur" });
      await short.waitFor();
      expect(await short.getByTestId('user-email').inputValue()).toBe(email);
      expect(await short.locator('textarea').count()).toBe(0);
      await short.getByRole('button', { name: 'Annuler' }).click();
      await short.waitFor({ state: 'detached' });
      expect(problems).toEqual([]);
      await page.context().close();
    }

    // the new account signs in with the e-mailed temporary password and must change it first
    const outbox = await fetch(`${server.url}/api/dev/outbox?to=nadia.ondo%40mbolo.test&limit=1`);
    const [mail] = ((await outbox.json()) as { data: { subject: string; text: string }[] }).data;
    expect(mail?.subject).toBe('Votre compte Mbolo a été créé');
    const temporary = /mot de passe temporaire :\n\n(\S+)/.exec(mail!.text)![1]!;
    const nadia = await openMobilePage(browser, { width: 390, height: 900 });
    await signIn(nadia.page, server.url, 'nadia.ondo@mbolo.test', temporary);
    await openHydrated(nadia.page, `${server.url}/admin/dashboard`);
    expect(new URL(nadia.page.url()).pathname).toBe('/password/change');
    await nadia.page.locator('input[name="current_password"]').fill(temporary);
    await nadia.page.locator('input[name="password"]').fill('Nouveau-Passe-2026');
    await nadia.page.locator('input[name="password_confirmation"]').fill('Nouveau-Passe-2026');
    await nadia.page
      .getByTestId('password-form')
      .getByRole('button', { name: 'Mettre à jour le mot de passe' })
      .click();
    await nadia.page.waitForURL((u) => u.pathname !== '/password/change');
    expect(nadia.problems).toEqual([]);
    await nadia.page.context().close();

    const { page, problems } = await adminPage(1366);
    await openHydrated(page, `${server.url}/admin/customers?search=ornella.mbadinga`);
    await waitForNames(page, ['Ornella Mbadinga']);
    await page.getByTestId('user-edit').first().click();
    const dialog = page.getByRole('dialog', { name: "Modifier l'utilisateur" });
    await dialog.waitFor();
    // a customer gets the full form: personal fields, bio, notification preferences
    expect(await dialog.getByLabel('Bio').count()).toBe(1);
    await dialog.getByTestId('user-first-name').fill('Ornella-Grâce');
    await dialog.getByTestId('user-form-submit').click();
    await page.locator('.toast').filter({ hasText: 'Utilisateur modifié avec succès' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await waitForNames(page, ['Ornella-Grâce Mbadinga']);
    expect(problems).toEqual([]);
    await page.context().close();
  });
  it('opens the user drawer (390 px and 1366 px) with its sections, and closes it with Escape', async () => {
    for (const width of [390, 1366]) {
      const { page, problems } = await adminPage(width);
      await openHydrated(page, `${server.url}/admin/customers?search=ornella.mbadinga`);
      await page.getByTestId('user-view').first().click();
      const drawer = page.getByRole('dialog', { name: "Détails de l'utilisateur" });
      await drawer.waitFor();
      await drawer.getByTestId('drawer-orders').waitFor();
      expect(await drawer.getByTestId('drawer-user-name').textContent()).toContain('Mbadinga');
      for (const [id, title] of [
        ['profile', 'Profil'],
        ['orders', 'Commandes'],
        ['tickets', 'Tickets'],
        ['payments', 'Paiements'],
        ['refunds', 'Remboursements'],
        ['sessions', 'Sessions actives'],
      ] as const) {
        expect(await drawer.getByTestId(`drawer-${id}`).getByRole('heading', { level: 3 }).textContent()).toBe(title);
      }
      const orders = drawer.getByTestId('drawer-orders');
      expect(await orders.getByTestId('drawer-orders-count').textContent()).toBe('1 au total');
      expect(await orders.textContent()).toContain(ornellaOrder);
      expect(await orders.textContent()).toContain('Achat direct');
      expect(await orders.getByTestId('order-status').textContent()).toBe('Payée');
      expect((await orders.textContent())?.replace(/\s/g, ' ')).toMatch(/85[\s\u202f\u00a0]000 FCFA/);
      const payments = drawer.getByTestId('drawer-payments');
      expect(await payments.textContent()).toContain(ornellaPayment);
      expect(await payments.getByTestId('payment-status').textContent()).toBe('Complété');
      expect(await drawer.getByTestId('drawer-tickets').textContent()).toContain('Aucun élément.');
      expect(await noSidewaysScroll(page)).toBe(true);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      // the name opens it too
      await page.getByTestId('user-name').first().click();
      await page.getByRole('dialog', { name: "Détails de l'utilisateur" }).getByTestId('drawer-sessions').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: "Détails de l'utilisateur" }).waitFor({ state: 'detached' });
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });
});
