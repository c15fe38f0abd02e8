import { generateKeyPairSync } from 'node:crypto';
import { Events, OAuth2Server } from 'oauth2-mock-server';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openMobilePage } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

/**
 * Social sign-in in a pop-up (spec 1 §2.13), built app in Chromium against a local OpenID provider
 * (oauth2-mock-server, as test/http/social-auth.test.ts): the provider lives on another origin, so the
 * pop-up really leaves the site and comes back, as with Google.
 */
let mock: OAuth2Server;
let server: ServerProcess;
let browser: Browser;
/** Claims the provider puts in the next ID token. */
let claims: Record<string, unknown> = {};
/** When set, the provider sends the pop-up there instead of back to us (a provider that never answers). */
let stallAt: string | undefined;

beforeAll(async () => {
  mock = new OAuth2Server();
  // keys.generate() trips over Jest's VM realms: an RS256 key of our own (as in the HTTP test)
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  await mock.issuer.keys.add({ ...privateKey.export({ format: 'jwk' }), kid: 'test-rs256', alg: 'RS256' });
  await mock.start(0, '127.0.0.1');
  mock.service.on(Events.BeforeTokenSigning, (token) => Object.assign(token.payload, claims));
  mock.service.on(Events.BeforeAuthorizeRedirect, (redirect: { url: URL }) => {
    if (stallAt) redirect.url.href = stallAt; // the mock redirects to this very URL object
  });
  server = await startServerProcess({
    GOOGLE_CLIENT_ID: 'mbolo-popup-client',
    GOOGLE_CLIENT_SECRET: 'test-secret',
    GOOGLE_ISSUER: mock.issuer.url!,
  });
  browser = await launchBrowser();
}, 120_000);
afterEach(() => {
  stallAt = undefined;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mock?.stop();
});

const person = (sub: string, email: string | undefined) => ({
  sub,
  email,
  email_verified: true,
  given_name: 'Aïcha',
  family_name: 'Nzamba',
});

async function loginPage(opts: { allowConsole?: RegExp; before?: (page: Page) => Promise<void> } = {}) {
  const opened = await openMobilePage(browser, { width: 1024, allowConsole: opts.allowConsole });
  await opts.before?.(opened.page);
  await opened.page.goto(`${server.url}/login?redirect=%2Fproducts`);
  await opened.page.waitForSelector('html[data-hydrated="true"]');
  return opened;
}

async function me(page: Page): Promise<string | undefined> {
  const res = await page.request.get(`${server.url}/api/auth/me`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  if (res.status() !== 200) return undefined;
  const body = (await res.json()) as { data?: { user?: { email?: string } }; user?: { email?: string } };
  return (body.data?.user ?? body.user)?.email;
}

describe('social sign-in in a pop-up (built app, Chromium)', () => {
  it('opens the provider in a pop-up that closes itself; the page is then signed in and redirected', async () => {
    claims = person('popup-ok', 'popup.ok@mbolo.test');
    const { page, problems } = await loginPage();
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Continuer avec Google' }).click(),
    ]);
    // the pop-up went through our entry to the provider (the opener stays on the login page meanwhile)
    await popup.waitForEvent('close', { timeout: 20_000 });
    await page.waitForURL(`${server.url}/products`);
    expect(await me(page)).toBe('popup.ok@mbolo.test');
    await page.getByText('Bienvenue Aïcha !').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("shows the server's reason when the pop-up comes back with an error, and stays on the login page", async () => {
    claims = person('popup-noemail', undefined);
    const { page, problems } = await loginPage({ allowConsole: /status of 401/ });
    const button = page.getByRole('button', { name: 'Continuer avec Google' });
    const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()]);
    await popup.waitForEvent('close', { timeout: 20_000 });
    await page.getByText("Votre compte ne nous a pas communiqué d'adresse email").waitFor();
    expect(page.url()).toBe(`${server.url}/login?redirect=%2Fproducts`);
    expect(await me(page)).toBeUndefined();
    expect(await button.isEnabled()).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('closes a pop-up still open after 5 minutes and says the authentication timed out', async () => {
    const { page, problems } = await loginPage({ before: (p) => p.clock.install() });
    // the provider never answers: the pop-up stays on one of its pages (reset after each test)
    stallAt = `${mock.issuer.url}/.well-known/openid-configuration`;
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Continuer avec Google' }).click(),
    ]);
    await popup.waitForURL(stallAt);
    await page.clock.fastForward(299_000);
    expect(popup.isClosed()).toBe(false);
    const closed = popup.waitForEvent('close'); // listened to first: it may come before the toast shows
    await page.clock.fastForward(2_000);
    await page.getByText("Timeout lors de l'authentification").waitFor();
    await closed;
    expect(await me(page)).toBeUndefined();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('lets pages keep their pop-ups, and the pages the pop-up loads on our side keep their opener', async () => {
    const coop = async (path: string) =>
      (await fetch(`${server.url}${path}`, { redirect: 'manual' })).headers.get('cross-origin-opener-policy');
    expect(await coop('/login')).toBe('same-origin-allow-popups');
    expect(await coop('/api/auth/google')).toBe('unsafe-none');
    expect(await coop('/api/auth/google/callback')).toBe('unsafe-none');
    expect(await coop('/auth/callback?status=error')).toBe('unsafe-none');
  });

  it('falls back to the redirect flow when the browser blocks the pop-up', async () => {
    claims = person('popup-blocked', 'popup.blocked@mbolo.test');
    const { page, problems } = await openMobilePage(browser, { width: 1024 });
    // what a pop-up blocker answers
    await page.addInitScript('window.open = () => null;');
    await page.goto(`${server.url}/login?redirect=%2Fproducts`);
    await page.waitForSelector('html[data-hydrated="true"]');
    let popups = 0;
    page.on('popup', () => popups++);
    await page.getByRole('button', { name: 'Continuer avec Google' }).click();
    await page.waitForURL(`${server.url}/products`, { timeout: 20_000 });
    expect(await me(page)).toBe('popup.blocked@mbolo.test');
    expect(popups).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
