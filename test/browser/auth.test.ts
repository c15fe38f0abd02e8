import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openMobilePage } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

const PASSWORD = 'Mbolo2026!';

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

const mobilePage = () => openMobilePage(browser, { allowConsole: /status of (401|404|422)/ });

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');
const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

async function lastMessage(to: string): Promise<{ subject: string | null; text: string }> {
  const res = await fetch(`${server.url}/api/dev/outbox?to=${encodeURIComponent(to)}&limit=1`);
  const body = (await res.json()) as { data: { subject: string | null; text: string }[] };
  if (!body.data[0]) throw new Error(`no message to ${to}`);
  return body.data[0];
}

async function fillLogin(page: Page, email: string, password: string) {
  const form = page.getByTestId('login-form');
  await form.locator('input[name=email]').fill(email);
  await form.locator('input[name=password]').fill(password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
}

describe('sign-up, sign-in and the guarded areas (built app, Chromium)', () => {
  it('registers a customer, verifies the e-mail from the outbox, signs in to the dashboard and signs out', async () => {
    const { page, problems } = await mobilePage();
    const email = `awa.${Date.now()}@example.ga`;
    const phone = `74${String(Date.now()).slice(-6)}`;
    await page.goto(`${server.url}/register`);
    await hydrated(page);
    const form = page.getByTestId('register-form');
    await form.getByRole('button', { name: 'Créer mon compte' }).click();
    for (const message of [
      'Le prénom est requis',
      "L'email est requis",
      'Le numéro de téléphone est requis',
      "Vous devez accepter les conditions d'utilisation",
    ]) {
      await form.getByText(message).waitFor();
    }
    await form.locator('input[name=first_name]').fill('Awa');
    await form.locator('input[name=last_name]').fill('Nguema');
    await form.locator('input[name=email]').fill(email);
    await form.locator('input[name=phone]').fill(phone);
    // Gabon comes preselected, for the country and the dial code
    expect(await form.locator('select[name=country_id] option:checked').textContent()).toBe('Gabon');
    expect(await form.getByTestId('dial-code').inputValue()).toBe('GA');
    await form.locator('input[name=password]').fill(PASSWORD);
    await form.locator('input[name=password_confirmation]').fill(PASSWORD);
    await form.locator('input[name=terms_accepted]').check();
    await form.locator('input[name=adult_confirmed]').check();
    await form.getByRole('button', { name: 'Créer mon compte' }).click();

    await page.waitForURL(/\/login\?registered=true&email=/);
    await page.getByTestId('registered-banner').getByText(email).waitFor();
    expect(await page.locator('input[name=email]').inputValue()).toBe(email);

    const mail = await lastMessage(email);
    const link = /https?:\/\/\S+\/verify-email#token=[^\s"<>]+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await page.getByRole('heading', { name: 'Adresse vérifiée' }).waitFor();
    // the token left the address bar once read
    expect(page.url()).toBe(`${server.url}/verify-email`);

    await page.goto(`${server.url}/login`);
    await hydrated(page);
    await fillLogin(page, email, PASSWORD);
    await page.getByText('Bienvenue Awa !').waitFor();
    await page.waitForURL(`${server.url}/customer`);
    const dashboard = page.getByTestId('customer-dashboard');
    await dashboard.getByRole('heading', { name: 'Bonjour Awa !' }).waitFor();
    await expect(dashboard.getByTestId('verification-status').textContent()).resolves.toBe('Email vérifié');
    expect(await page.getByTestId('unverified-banner').count()).toBe(0);

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await page.waitForURL(`${server.url}/`);
    await hydrated(page);
    await page.getByTestId('mobile-menu-button').click();
    await page.getByTestId('mobile-menu').getByRole('link', { name: 'Se connecter' }).waitFor();
    const me = await page.request.get(`${server.url}/api/auth/me`);
    expect(me.status()).toBe(401);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('sends a signed-out visitor of a guarded page to login, then back to that page', async () => {
    const { page, problems } = await mobilePage();
    await page.goto(`${server.url}/customer/profile`);
    await page.waitForURL(`${server.url}/login?redirect=%2Fcustomer%2Fprofile`);
    await hydrated(page);
    await fillLogin(page, 'client@mbolo.test', PASSWORD);
    await page.waitForURL(`${server.url}/customer/profile`);
    await page.getByTestId('profile-page').getByRole('heading', { name: 'Mon profil' }).waitFor();
    expect(await page.locator('input[name=first_name]').inputValue()).toBe('Joël');

    // guest-only pages now send the user to their own space
    await page.goto(`${server.url}/login`);
    expect(path(page)).toBe('/customer');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['superadmin@mbolo.test', '/admin/dashboard'],
    ['admin@mbolo.test', '/admin/dashboard'],
    ['agent@mbolo.test', '/admin/dashboard'],
    ['vendeur@mbolo.test', '/merchant/simple-dashboard'],
    ['entreprise@mbolo.test', '/merchant/dashboard'],
    ['client@mbolo.test', '/customer'],
  ])('lands %s on %s', async (email, landing) => {
    const { page, problems } = await mobilePage();
    await page.goto(`${server.url}/login`);
    await hydrated(page);
    await fillLogin(page, email, PASSWORD);
    await page.waitForURL(`${server.url}${landing}`);
    const area = landing.startsWith('/admin')
      ? 'admin-layout'
      : landing.startsWith('/merchant')
        ? 'merchant-layout'
        : 'customer-layout';
    await page.getByTestId(area).waitFor();
    // the role's own area root sends there too; another role's area does not let them in
    await page.goto(
      `${server.url}${landing.startsWith('/admin') ? '/admin' : landing.startsWith('/merchant') ? '/merchant' : '/customer'}`,
    );
    expect(path(page)).toBe(landing);
    await page.goto(`${server.url}/admin/dashboard`);
    expect(path(page)).toBe(landing);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('signs in by phone number too', async () => {
    const { page } = await mobilePage();
    await page.goto(`${server.url}/login`);
    await hydrated(page);
    const form = page.getByTestId('login-form');
    await form.getByRole('radio', { name: 'Téléphone' }).click();
    await form.locator('input[name=phone]').fill('066100004');
    await form.locator('input[name=password]').fill(PASSWORD);
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(`${server.url}/merchant/simple-dashboard`);
    await page.context().close();
  });

  it('explains a wrong password with the spec message, tips and the field error', async () => {
    const { page, problems } = await mobilePage();
    await page.goto(`${server.url}/login?redirect=%2Fproducts%2F12&action=participate`);
    await hydrated(page);
    await page.getByTestId('action-hint').waitFor();
    await fillLogin(page, 'client@mbolo.test', 'PasLeBon99');
    const box = page.getByTestId('form-error');
    await box.getByText('Identifiants incorrects. Vérifiez votre adresse email et votre mot de passe.').waitFor();
    await box.getByText('Le mot de passe respecte les majuscules et minuscules.').waitFor();
    expect(await box.getByRole('link', { name: /Réinitialisez-le/ }).getAttribute('href')).toBe('/forgot-password');
    await page.getByTestId('login-form').getByText('Adresse email ou mot de passe incorrect').waitFor();
    expect(await page.locator('input[name=email]').getAttribute('aria-invalid')).toBe('true');

    // then the right one: a participate action on a product goes to the customer product page
    await page.locator('input[name=password]').fill(PASSWORD);
    await page.getByTestId('login-form').getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(`${server.url}/customer/products/12`);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('resets a forgotten password with the code sent by e-mail, then signs in with the new one', async () => {
    const { page, problems } = await mobilePage();
    const email = 'client2@mbolo.test';
    const fresh = 'Nouveau2026!';
    await page.goto(`${server.url}/login`);
    await hydrated(page);
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await page.waitForURL(`${server.url}/forgot-password`);
    await hydrated(page);
    const form = page.getByTestId('forgot-form');
    await form.getByRole('button', { name: 'Envoyer le code' }).click();
    await form.getByText("L'adresse email est obligatoire").waitFor();
    await form.locator('input[name=identifier]').fill(email);
    await form.getByRole('button', { name: 'Envoyer le code' }).click();
    await page.getByTestId('forgot-sent').waitFor();
    await page.waitForURL(`${server.url}/reset-password-verify?identifier=${encodeURIComponent(email)}&method=email`);

    const resend = page.getByTestId('resend-code');
    await expect(resend.isDisabled()).resolves.toBe(true);
    expect(await resend.textContent()).toMatch(/Renvoyer le code \(\d+ s\)/);

    const code = /\b(\d{6})\b/.exec((await lastMessage(email)).text)?.[1];
    expect(code).toBeTruthy();
    const reset = page.getByTestId('reset-form');
    await reset.locator('input[name=otp]').fill(code!);
    await reset.locator('input[name=password]').fill(fresh);
    await reset.locator('input[name=password_confirmation]').fill('Autre2026!');
    await reset.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click();
    await reset.getByText('Les mots de passe ne correspondent pas').waitFor();
    await reset.locator('input[name=password_confirmation]').fill(fresh);
    await reset.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click();
    await page.getByTestId('reset-done').waitFor();
    await page.waitForURL(`${server.url}/login`);
    await hydrated(page);

    await fillLogin(page, email, fresh);
    await page.waitForURL(`${server.url}/customer`);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('asks for the authenticator code after the password when two-factor is on', async () => {
    const email = 'entreprise@mbolo.test';
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const auth = {
      Authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}`,
      'Content-Type': 'application/json',
    };
    const setup = await fetch(`${server.url}/api/user/2fa/toggle`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ enabled: true, password: PASSWORD }),
    });
    const { secret } = ((await setup.json()) as { data: { secret: string } }).data;
    const confirm = await fetch(`${server.url}/api/user/2fa/confirm`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ code: await generate({ secret }) }),
    });
    expect(confirm.status).toBe(200);

    const { page, problems } = await mobilePage();
    await page.goto(`${server.url}/login`);
    await hydrated(page);
    await fillLogin(page, email, PASSWORD);
    const step = page.getByTestId('two-factor-form');
    await step.waitFor();
    await step.locator('input[name=code]').fill('000000');
    await step.getByRole('button', { name: 'Vérifier' }).click();
    await step.getByText('Code de vérification invalide').first().waitFor();
    // a later step than the one the setup spent: a code is good once
    await step.locator('input[name=code]').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await step.getByRole('button', { name: 'Vérifier' }).click();
    await page.waitForURL(`${server.url}/merchant/dashboard`);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('redirects the code screen without an identifier, and /notifications by role', async () => {
    const noId = await fetch(`${server.url}/reset-password-verify`, { redirect: 'manual' });
    expect(noId.headers.get('location')).toMatch(/\/forgot-password$/);
    const anonymous = await fetch(`${server.url}/notifications`, { redirect: 'manual' });
    expect(anonymous.headers.get('location')).toMatch(/\/login\?redirect=%2Fnotifications$/);
  });
});
