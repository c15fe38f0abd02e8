import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

const PASSWORD = 'Mbolo2026!';
// a real image: the server decodes and resizes what it receives
const png = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#009e60' } })
    .png()
    .toBuffer();

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

/** A signed-in browser on the profile page, at phone or desktop width. */
async function profilePage(email: string, width = 360, hash = ''): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({
    viewport: { width, height: 800 },
    locale: 'fr-FR',
    isMobile: width < 400,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/status of (401|413|422)/.test(m.text())) problems.push(`console: ${m.text()}`);
  });
  const login = await page.request.post(`${server.url}/api/auth/login`, {
    data: { email, password: PASSWORD },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(login.status()).toBe(200);
  await page.goto(`${server.url}/customer/profile${hash}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  return { page, problems };
}

async function me(page: Page) {
  const res = await page.request.get(`${server.url}/api/auth/me`);
  return ((await res.json()) as { data: { user: Record<string, unknown> } }).data.user;
}

describe('the customer profile (built app, Chromium)', () => {
  it('saves personal details and a new avatar, refusing a file over 5 MB', async () => {
    const { page, problems } = await profilePage('client@mbolo.test');
    const form = page.getByTestId('personal-form');
    await form.locator('input[name=first_name]').fill('');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.getByText('Le prénom est requis').waitFor();
    await form.locator('input[name=first_name]').fill('Joëlle');
    await form.locator('input[name=birth_date]').fill('1994-05-17');
    await form.locator('select[name=gender]').selectOption('female');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Profil mis à jour avec succès').waitFor();
    await expect(me(page)).resolves.toMatchObject({
      first_name: 'Joëlle',
      birth_date: '1994-05-17',
      gender: 'female',
      phone: '+24174100006',
    });
    // the header reads the refreshed user (the name itself is hidden on phones)
    await page.getByTestId('user-menu').getByText('Joëlle').waitFor({ state: 'attached' });

    const upload = page.getByTestId('avatar-upload');
    await upload
      .locator('input[type=file]')
      .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await upload.getByText('La taille du fichier ne doit pas dépasser 5MB.').waitFor();
    await upload
      .locator('input[type=file]')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await upload.getByText(/fichier image valide/).waitFor();
    await upload
      .locator('input[type=file]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await png() });
    await upload.getByRole('img', { name: 'Aperçu de la nouvelle photo' }).waitFor();
    await upload.getByRole('button', { name: 'Enregistrer la photo' }).click();
    await page.getByText('Photo de profil mise à jour').waitFor();
    const avatar = (await me(page)).avatar_url as string;
    expect(avatar).toBeTruthy();
    await page.getByTestId('user-menu').locator(`img[src="${avatar}"]`).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('saves the address with the country shown read-only, and the notification switches', async () => {
    const { page, problems } = await profilePage('client2@mbolo.test', 1280);
    await page.getByRole('tab', { name: 'Adresse' }).click();
    await expect(page.getByTestId('country-readonly').textContent()).resolves.toContain('Gabon');
    const form = page.getByTestId('address-form');
    await form.locator('textarea[name=address]').fill('Quartier Louis, rue 12');
    await form.locator('input[name=city]').fill('Libreville');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Adresse mise à jour avec succès').waitFor();
    await expect(me(page)).resolves.toMatchObject({
      address: 'Quartier Louis, rue 12',
      city: 'Libreville',
      first_name: 'Nadège',
    });

    await page.getByRole('tab', { name: 'Notifications' }).click();
    const prefs = page.getByTestId('notifications-form');
    const marketing = prefs.locator('input[name=marketing_emails]');
    const smsLogin = prefs.locator('input[name="sms_notifications.login_alerts"]');
    const before = { marketing: await marketing.isChecked(), sms: await smsLogin.isChecked() };
    await marketing.setChecked(!before.marketing);
    await smsLogin.setChecked(!before.sms);
    await prefs.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Préférences de notification mises à jour').waitFor();
    const stored = (await (await page.request.get(`${server.url}/api/user/preferences`)).json()) as {
      data: { marketing_emails: boolean; sms_notifications: { login_alerts: boolean } };
    };
    expect(stored.data.marketing_emails).toBe(!before.marketing);
    expect(stored.data.sms_notifications.login_alerts).toBe(!before.sms);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('turns two-factor on and off, lists the devices and signs another one out', async () => {
    // a second device, to be signed out from the first
    const other = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Mozilla/5.0 (Linux; Android 10; itel A56) Chrome/120 Mobile',
      },
      body: JSON.stringify({ email: 'admin@mbolo.test', password: PASSWORD }),
    });
    const otherToken = ((await other.json()) as { access_token: string }).access_token;
    const { page, problems } = await profilePage('admin@mbolo.test', 360, '#security');

    const card = page.getByTestId('two-factor-card');
    await card.locator('input[name=current_password]').fill(PASSWORD);
    await card.getByRole('button', { name: 'Activer la double authentification' }).click();
    const secret = (await card.getByTestId('totp-secret').textContent())!.trim();
    await card.getByRole('img', { name: /QR code/ }).waitFor();
    await card.locator('input[name=code]').fill(await generate({ secret }));
    await card.getByRole('button', { name: "Confirmer l'activation" }).click();
    const codes = card.getByTestId('recovery-codes');
    await codes.waitFor();
    expect(await codes.locator('li').count()).toBeGreaterThanOrEqual(8);
    const recovery = (await codes.locator('li').first().textContent())!.trim();
    await card.getByRole('button', { name: "J'ai conservé mes codes" }).click();
    await card.getByText('Activée').waitFor();
    await expect(me(page)).resolves.toMatchObject({ two_factor_enabled: true });

    // turning it off asks for the password and a code (the one used to turn it on is spent: a recovery code)
    await card.getByRole('button', { name: 'Désactiver', exact: true }).click();
    await card.locator('input[name=current_password]').fill(PASSWORD);
    await card.locator('input[name=code]').fill('000000');
    await card.getByRole('button', { name: 'Désactiver la double authentification' }).click();
    await card
      .getByText(/Code de vérification invalide|incorrect/)
      .first()
      .waitFor();
    await card.locator('input[name=code]').fill(recovery);
    await card.getByRole('button', { name: 'Désactiver la double authentification' }).click();
    await card.getByText('Désactivée').waitFor();

    const sessions = page.getByTestId('sessions-card');
    await sessions.getByText('Cet appareil').waitFor();
    const rows = sessions.locator('li');
    expect(await rows.count()).toBeGreaterThanOrEqual(2);
    await sessions.getByRole('button', { name: 'Déconnecter' }).first().click();
    await page.getByText('Session déconnectée').waitFor();
    const check = await fetch(`${server.url}/api/auth/me`, { headers: { Authorization: `Bearer ${otherToken}` } });
    // the other device was the only other session of this account
    expect(check.status).toBe(401);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('asks for the password again before changing the phone, and tells the account address', async () => {
    const { page, problems } = await profilePage('vendeur@mbolo.test', 1280);
    const form = page.getByTestId('personal-form');
    await expect(form.locator('input[name=current_password]').count()).resolves.toBe(0);
    await form.locator('input[name=phone]').fill('66123456');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.getByText('Le mot de passe actuel est requis').waitFor();
    await form.locator('input[name=current_password]').fill('PasLeBon99');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.getByText('Le mot de passe actuel est incorrect').waitFor();
    await form.locator('input[name=current_password]').fill(PASSWORD);
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Profil mis à jour avec succès').waitFor();
    await expect(me(page)).resolves.toMatchObject({ phone: '+24166123456' });
    const outbox = await fetch(`${server.url}/api/dev/outbox?to=vendeur%40mbolo.test&limit=1`);
    const [mail] = ((await outbox.json()) as { data: { subject: string }[] }).data;
    expect(mail?.subject).toBe('Le numéro de téléphone de votre compte Mbolo a changé');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('changes the password, and makes a customer an individual seller with a seller space', async () => {
    const { page, problems } = await profilePage('client2@mbolo.test', 360, '#security');
    const form = page.getByTestId('password-form');
    await form.locator('input[name=current_password]').fill('PasLeBon99');
    await form.locator('input[name=password]').fill('Nouveau2026!');
    await form.locator('input[name=password_confirmation]').fill('Nouveau2026!');
    await form.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click();
    await form.getByText('Le mot de passe actuel est incorrect').waitFor();
    await form.locator('input[name=current_password]').fill(PASSWORD);
    await form.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click();
    await page.getByText('Mot de passe mis à jour avec succès').waitFor();
    const relog = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'client2@mbolo.test', password: 'Nouveau2026!' }),
    });
    expect(relog.status).toBe(200);

    await page.getByRole('tab', { name: 'Informations personnelles' }).click();
    const seller = page.getByTestId('become-seller');
    await seller.getByRole('button', { name: 'Devenir vendeur' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Activer' }).click();
    await page.getByText(/statut vendeur est activé/).waitFor();
    await seller.waitFor({ state: 'detached' }); // after the full reload that brings the new role
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Espace vendeur' }).click();
    await page.waitForURL(`${server.url}/merchant/simple-dashboard`);
    await page.getByTestId('merchant-layout').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
