import { readFile } from 'node:fs/promises';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Browser, Page } from 'playwright-core';
import { ormConfig } from '../../mikro-orm.config.js';
import { UserType } from '../../src/modules/access/user-type.entity.js';
import { Role } from '../../src/modules/access/role.entity.js';
import { User } from '../../src/modules/users/user.entity.js';
import { createUser, FACTORY_PASSWORD } from '../factories/users.js';
import { launchBrowser, openHydrated, openMobilePage, signIn } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

/**
 * Roles, user types, the administrator's own profile and the audit log, driven through the built app:
 * a grant changes what another staff member sees, a profile edit survives a reload, a signed-out session
 * really ends, and each of these changes reaches the activity log with its before and after.
 */
let server: ServerProcess;
let browser: Browser;
let orm: MikroORM;
let superAdmin: User;
let agent: User;
/** Its own account, so that its sessions are only the ones the profile test opens. */
let owner: User;

const POSITION = 'Responsable conformité';
const BIO = 'Supervise les tirages et les remboursements.';

beforeAll(async () => {
  server = await startServerProcess({ JOBS_ENABLED: '0' });
  browser = await launchBrowser();
  orm = await MikroORM.init(ormConfig({ clientUrl: server.databaseUrl, poolMax: 2 }));
  const em = orm.em.fork();
  superAdmin = await createUser(em, { roles: ['Super Admin'] });
  agent = await createUser(em, { roles: ['Agent'] });
  owner = await createUser(em, { roles: ['Super Admin'], firstName: 'Awa', lastName: 'Ndong' });
}, 120_000);
afterAll(async () => {
  await orm?.close();
  await browser?.close();
  await server?.stop();
});

async function signedIn(
  email: string,
  opts: { acceptDownloads?: boolean } = {},
): Promise<{ page: Page; problems: string[] }> {
  const opened = await openMobilePage(browser, { width: 1366, height: 900, ...opts });
  await signIn(opened.page, server.url, email, FACTORY_PASSWORD);
  return opened;
}

const sidebarLink = (page: Page, name: string) =>
  page.getByTestId('admin-sidebar').locator('visible=true').getByRole('link', { name, exact: true });

describe('back-office access, profile and activity log (built app, Chromium)', () => {
  it('a privilege granted to the Agent role opens the products section to agents', async () => {
    const agentRole = await orm.em.fork().findOneOrFail(Role, { name: 'Agent' }, { populate: ['privileges'] });
    // the default Agent grants (privilege-defaults.ts) leave the products out
    expect(agentRole.privileges.getItems().map((p) => p.key)).not.toContain('products.view');

    const staff = await signedIn(agent.email);
    await openHydrated(staff.page, `${server.url}/admin/dashboard`);
    expect(await sidebarLink(staff.page, 'Articles').count()).toBe(0);
    await staff.page.goto(`${server.url}/admin/products`);
    expect(new URL(staff.page.url()).pathname).toBe('/admin/dashboard');

    const { page, problems } = await signedIn(superAdmin.email);
    await openHydrated(page, `${server.url}/admin/roles`);
    const box = page.getByTestId(`grant-${agentRole.id}-products.view`);
    const save = page.getByTestId(`save-role-${agentRole.id}`);
    expect(await box.isChecked()).toBe(false);
    expect(await save.isDisabled()).toBe(true);
    await box.check();
    await save.click();
    await page.getByText('Privilèges du rôle Agent de Support enregistrés.').first().waitFor();
    // saved: the draft equals the stored grants again
    expect(await save.isDisabled()).toBe(true);

    const stored = await orm.em.fork().findOneOrFail(Role, { name: 'Agent' }, { populate: ['privileges'] });
    expect(stored.privileges.getItems().map((p) => p.key)).toContain('products.view');

    // the grant survives a reload of the matrix
    await openHydrated(page, `${server.url}/admin/roles`);
    expect(await page.getByTestId(`grant-${agentRole.id}-products.view`).isChecked()).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();

    await openHydrated(staff.page, `${server.url}/admin/dashboard`);
    expect(await sidebarLink(staff.page, 'Articles').count()).toBe(1);
    await sidebarLink(staff.page, 'Articles').click();
    await staff.page.waitForURL(`${server.url}/admin/products`);
    await staff.page.waitForSelector('html[data-hydrated="true"]');
    expect(await staff.page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(staff.problems).toEqual([]);
    await staff.page.context().close();
  }, 120_000);

  it('switches a user type off and on, each state kept after a reload', async () => {
    const { page, problems } = await signedIn(superAdmin.email);
    await openHydrated(page, `${server.url}/admin/user-types`);
    const row = () => page.getByTestId('user-type-merchant_legacy');
    const toggle = () => page.getByTestId('user-type-toggle-merchant_legacy');
    expect(await row().getByText('Actif', { exact: true }).count()).toBe(1);
    expect(await toggle().textContent()).toBe('Désactiver');

    await toggle().click();
    await row().getByText('Inactif', { exact: true }).waitFor();
    expect(await toggle().textContent()).toBe('Activer');
    await openHydrated(page, `${server.url}/admin/user-types`);
    expect(await row().getByText('Inactif', { exact: true }).count()).toBe(1);
    expect(await toggle().textContent()).toBe('Activer');
    expect((await orm.em.fork().findOneOrFail(UserType, { key: 'merchant_legacy' })).isActive).toBe(false);
    // the other types are left as they were
    expect(await page.getByTestId('user-type-customer').getByText('Actif', { exact: true }).count()).toBe(1);

    await toggle().click();
    await row().getByText('Actif', { exact: true }).waitFor();
    await openHydrated(page, `${server.url}/admin/user-types`);
    expect(await toggle().textContent()).toBe('Désactiver');
    expect((await orm.em.fork().findOneOrFail(UserType, { key: 'merchant_legacy' })).isActive).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('keeps profile edits, signs another session out and exports the own activity log', async () => {
    // the second session exists before the profile page lists the sessions
    const other = await signedIn(owner.email);
    await openHydrated(other.page, `${server.url}/admin/dashboard`);
    expect(new URL(other.page.url()).pathname).toBe('/admin/dashboard');

    const { page, problems } = await signedIn(owner.email, { acceptDownloads: true });
    await openHydrated(page, `${server.url}/admin/profile`);
    const personal = page.getByTestId('admin-profile-personal');
    await personal.getByLabel('Poste').fill(POSITION);
    await personal.getByLabel('Biographie').fill(BIO);
    await personal.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await page.getByText('Profil mis à jour avec succès').first().waitFor();

    const prefs = page.getByTestId('admin-profile-preferences');
    expect(await prefs.locator('select[name="timezone"]').inputValue()).not.toBe('Europe/Paris');
    await prefs.locator('select[name="timezone"]').selectOption('Europe/Paris');
    await prefs.getByRole('button', { name: 'Enregistrer les préférences' }).click();
    await page.getByText('Préférences enregistrées').first().waitFor();

    await openHydrated(page, `${server.url}/admin/profile`);
    expect(await page.getByTestId('admin-profile-personal').getByLabel('Poste').inputValue()).toBe(POSITION);
    expect(await page.getByTestId('admin-profile-personal').getByLabel('Biographie').inputValue()).toBe(BIO);
    expect(await page.getByTestId('admin-profile-preferences').locator('select[name="timezone"]').inputValue()).toBe(
      'Europe/Paris',
    );

    const sessions = page.getByTestId('admin-session');
    expect(await sessions.count()).toBe(2);
    const current = sessions.filter({ hasText: 'Session actuelle' });
    const foreign = sessions.filter({ hasNotText: 'Session actuelle' });
    expect(await current.count()).toBe(1);
    expect(await current.getByRole('button', { name: 'Déconnecter', exact: true }).count()).toBe(0);
    await foreign.getByRole('button', { name: 'Déconnecter', exact: true }).click();
    await page.getByTestId('confirm-yes').click();
    await page.getByText('Session déconnectée').first().waitFor();
    await page.getByTestId('admin-session').nth(1).waitFor({ state: 'detached' });
    expect(await page.getByTestId('admin-session').count()).toBe(1);
    expect(await page.getByTestId('admin-session').getByText('Session actuelle').count()).toBe(1);

    await other.page.goto(`${server.url}/admin/dashboard`);
    expect(new URL(other.page.url()).pathname).toBe('/login');
    await other.page.context().close();

    // this session is untouched
    await openHydrated(page, `${server.url}/admin/profile`);
    expect(new URL(page.url()).pathname).toBe('/admin/profile');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('admin-profile-export').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^admin-activity-log-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      admin: { email: string };
      data: { action: string; entity: string | null; after: Record<string, unknown> | null }[];
    };
    expect(file.admin.email).toBe(owner.email);
    const update = file.data.find((row) => row.action === 'profile.update' && row.entity === 'users');
    expect(update?.after?.preferences).toMatchObject({ position: POSITION, bio: BIO });
    const preferences = file.data.find((row) => row.action === 'profile.preferences.update');
    expect(preferences?.after?.preferences).toMatchObject({ timezone: 'Europe/Paris' });
    expect(problems).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('lists these actions in the activity log and shows a change before and after', async () => {
    const { page, problems } = await signedIn(superAdmin.email);
    await openHydrated(page, `${server.url}/admin/activities`);
    const rows = page.getByTestId('admin-activity-row');
    expect(await rows.count()).toBeGreaterThan(0);
    for (const action of ['roles.privileges.update', 'user-types.toggle-status', 'profile.update']) {
      expect([
        action,
        await page.locator(`[data-testid="admin-activity-row"][data-action="${action}"]`).count(),
      ]).not.toEqual([action, 0]);
    }

    const profileRow = page.locator('[data-testid="admin-activity-row"][data-action="profile.update"]').first();
    expect(await profileRow.getByText('Awa Ndong').count()).toBe(1);
    await profileRow.getByTestId('audit-open').click();
    const drawer = page.getByTestId('audit-drawer');
    await drawer.waitFor();
    expect(await drawer.getByText(owner.email, { exact: false }).count()).toBe(1);
    const diff = drawer.getByTestId('audit-diff');
    expect(await diff.getByRole('columnheader', { name: 'Avant' }).count()).toBe(1);
    expect(await diff.getByRole('columnheader', { name: 'Après' }).count()).toBe(1);
    const field = diff.getByRole('row').filter({ hasText: 'preferences' });
    const [before, after] = await field
      .getByRole('cell')
      .allTextContents()
      .then((cells) => [cells[1]!, cells[2]!]);
    expect(before).not.toContain(POSITION);
    expect(after).toContain(POSITION);
    expect(after).toContain(BIO);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 60_000);
});
