import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openHydrated, openMobilePage, signIn } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

const PASSWORD = 'TopSecret-4821';

let server: ServerProcess;
let browser: Browser;
beforeAll(async () => {
  // request logs on, so that what they say can be read
  server = await startServerProcess({ LOG_LEVEL: 'info' });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A page whose scripts never load: it stays as the server rendered it, never hydrated. */
async function pageWithoutScripts(): Promise<{ page: Page; seen: { method: string; url: string; status: number }[] }> {
  const { page } = await openMobilePage(browser, { allowConsole: /ERR_FAILED|Failed to load/ });
  await page.route('**/*', (route) => (route.request().resourceType() === 'script' ? route.abort() : route.continue()));
  const seen: { method: string; url: string; status: number }[] = [];
  page.on('response', (res) => seen.push({ method: res.request().method(), url: res.url(), status: res.status() }));
  return { page, seen };
}

const submitButton = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"] button[type="submit"]`);

describe('forms before the page is hydrated (built app, Chromium)', () => {
  it('sends the login form itself before the scripts run: by POST, never with the password in a URL', async () => {
    const { page, seen } = await pageWithoutScripts();
    await page.goto(`${server.url}/login?redirect=%2Fcustomer`);
    const form = page.getByTestId('login-form');
    expect(await form.getAttribute('method')).toBe('post');
    // the server handles the form too (src/ssr/forms): its button works before the scripts
    expect(await submitButton(page, 'login-form').isEnabled()).toBe(true);

    await form.locator('input[name=email]').fill('awa@example.ga');
    await form.locator('input[name=password]').fill(PASSWORD);
    // Enter in a field sends the form as a POST to the page; an unknown account is said in French
    await Promise.all([page.waitForNavigation(), form.locator('input[name=password]').press('Enter')]);
    await form.getByText('Adresse email ou mot de passe incorrect').first().waitFor();
    expect(seen.filter((r) => r.method === 'POST').map((r) => [r.url, r.status])).toEqual([
      [`${server.url}/login?redirect=%2Fcustomer`, 401],
    ]);

    await form.locator('input[name=email]').fill('client@mbolo.test');
    await form.locator('input[name=password]').fill('Mbolo2026!');
    await Promise.all([page.waitForNavigation(), form.locator('input[name=password]').press('Enter')]);
    expect(new URL(page.url()).pathname).toBe('/customer');
    expect(seen.filter((r) => r.method === 'POST').at(-1)?.status).toBe(303);
    expect(seen.filter((r) => r.url.startsWith(server.url) && r.status >= 500)).toEqual([]);
    expect(
      seen.some((r) => r.url.includes(PASSWORD) || r.url.includes('Mbolo2026') || r.url.includes('password=')),
    ).toBe(false);
    expect(page.url()).not.toContain('Mbolo2026');
    // nor do the server's request logs hold it, even when a client puts it in a URL itself
    await fetch(`${server.url}/api/products?email=a&password=${PASSWORD}`);
    await new Promise((r) => setTimeout(r, 300));
    expect(server.output()).toMatch(/GET \/api\/products \d{3} /);
    expect(server.output()).not.toContain(PASSWORD);
  });

  it('renders every form that takes personal data as a post form the server also handles', async () => {
    const pages: [string, string][] = [
      ['/login', 'login-form'],
      ['/register', 'register-form'],
      ['/forgot-password', 'forgot-form'],
      ['/reset-password-verify?identifier=awa%40example.ga', 'reset-form'],
      ['/contact', 'contact-form'],
    ];
    for (const [path, testId] of pages) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      const form = new RegExp(`<form[^>]*data-testid="${testId}"[^>]*>[\\s\\S]*?</form>`).exec(html)?.[0] ?? '';
      expect([path, /^<form[^>]* method="post"/.test(form)]).toEqual([path, true]);
      expect([path, /<input type="hidden" name="_csrf" value="[\w-]{20,}"/.test(form)]).toEqual([path, true]);
      expect([path, /<button type="submit"[^>]* disabled=""/.test(form)]).toEqual([path, false]);
    }
  });

  it('posts every signed-in form too (profile, security, merchant settings and products)', async () => {
    const visits: [string, string, string[]][] = [
      ['client@mbolo.test', '/customer/profile', ['personal-form']],
      ['client@mbolo.test', '/customer/profile#address', ['address-form']],
      ['client@mbolo.test', '/customer/profile#security', ['password-form', 'two-factor-start']],
      ['vendeur@mbolo.test', '/merchant/settings', ['business-form', 'payout-form']],
      ['vendeur@mbolo.test', '/merchant/products/create', ['product-form']],
    ];
    for (const [email, path, expected] of visits) {
      const { page } = await openMobilePage(browser);
      await signIn(page, server.url, email, 'Mbolo2026!');
      await openHydrated(page, `${server.url}${path}`);
      for (const id of expected) await page.getByTestId(id).waitFor();
      const forms = await page.$$eval('form', (all) =>
        all.map((f) => [f.getAttribute('data-testid') ?? '', f.getAttribute('method') ?? '']),
      );
      // a form that sends nothing secret may search by GET (filters); every other one posts
      expect([path, forms.filter(([, method]) => method !== 'post' && method !== 'get')]).toEqual([path, []]);
      for (const id of expected) expect([path, id, forms.find(([f]) => f === id)?.[1]]).toEqual([path, id, 'post']);
      await page.context().close();
    }
  });

  it('enables the submit button once hydrated', async () => {
    const { page } = await openMobilePage(browser);
    await page.goto(`${server.url}/login`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.locator('[data-testid="login-form"] button[type="submit"][data-hydrated]').waitFor();
    expect(await submitButton(page, 'login-form').isEnabled()).toBe(true);
  });
});

describe('page headers (built app)', () => {
  it('keeps personal pages and signed-in pages out of caches, and public pages as they were', async () => {
    for (const path of [
      '/customer',
      '/merchant',
      '/admin',
      '/notifications',
      '/payment/confirmation?bill_id=EB1&amount=100',
    ]) {
      const res = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      expect([path, res.headers.get('cache-control')]).toEqual([path, 'no-store']);
    }
    const home = await fetch(`${server.url}/`);
    expect(home.headers.get('cache-control')).not.toBe('no-store');

    const { page } = await openMobilePage(browser);
    await signIn(page, server.url, 'client@mbolo.test', 'Mbolo2026!');
    const signedIn = await page.request.get(`${server.url}/`);
    expect(signedIn.headers()['cache-control']).toBe('no-store');
  });

  it('lets page scripts connect only to our own origin and websocket', async () => {
    const res = await fetch(`${server.url}/`);
    const connect = res.headers
      .get('content-security-policy')!
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('connect-src'));
    expect(connect).toBe(`connect-src 'self' ${server.url.replace(/^http/, 'ws')}`);
  });
});
