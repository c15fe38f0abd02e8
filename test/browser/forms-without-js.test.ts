import type { Browser } from 'playwright-core';
import pg from 'pg';
import { launchBrowser, sessionCookie } from '../support/browser.js';
import { openWithoutJs, posts, submitAndWait } from '../support/no-js.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';
import { stableStep, totpFor } from '../support/two-factor.js';

const PASSWORD = 'Mbolo2026!';

let server: ServerProcess;
let browser: Browser;
beforeAll(async () => {
  // one proxy hop believed, so that a test can give the browser an address of its own
  server = await startServerProcess({ TRUST_PROXY: '1' });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Turns two-factor on for a demo account through the API (spending the step before `step`); answers its TOTP secret. */
async function withTwoFactor(email: string, step: number): Promise<string> {
  const cookie = await sessionCookie(server.url, email, PASSWORD);
  const call = (path: string, body: unknown) =>
    fetch(`${server.url}/api${path}`, {
      method: 'POST',
      headers: { cookie, 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as { data?: { secret?: string } } }));
  const setup = await call('/user/2fa/toggle', { enabled: true, password: PASSWORD });
  const secret = setup.body.data!.secret!;
  expect((await call('/user/2fa/confirm', { code: await totpFor(secret, step - 1) })).status).toBe(200);
  return secret;
}

describe('login without JavaScript (built app, Chromium with JavaScript off)', () => {
  it('shows the French refusal with the e-mail kept, then signs in and goes where the query said', async () => {
    const { page, seen, close } = await openWithoutJs(browser);
    await page.goto(`${server.url}/login?redirect=%2Fcustomer%2Forders`);
    const form = page.getByTestId('login-form');
    await form.locator('input[name=email]').fill('client@mbolo.test');
    await form.locator('input[name=password]').fill('wrong-password');
    await submitAndWait(page, 'login-form');
    await page.getByTestId('login-form').getByText('Adresse email ou mot de passe incorrect').first().waitFor();
    expect(posts(seen)).toEqual([{ url: `${server.url}/login?redirect=%2Fcustomer%2Forders`, status: 401 }]);
    expect(await form.locator('input[name=email]').inputValue()).toBe('client@mbolo.test');
    expect(await form.locator('input[name=password]').inputValue()).toBe('');
    expect(page.url()).not.toContain('password');

    await form.locator('input[name=password]').fill(PASSWORD);
    await submitAndWait(page, 'login-form');
    // redirect after post: the browser lands on a GET, so a reload cannot send the password again
    expect(posts(seen).at(-1)).toEqual({ url: `${server.url}/login?redirect=%2Fcustomer%2Forders`, status: 303 });
    expect(new URL(page.url()).pathname).toBe('/customer/orders');
    expect((await page.context().cookies()).some((c) => c.httpOnly && c.value.length > 20)).toBe(true);
    expect(seen.some((r) => r.url.includes(PASSWORD))).toBe(false);
    await close();
  });

  it('asks a two-factor account for its code on the same page, refuses a wrong one, then signs in', async () => {
    const step = await stableStep();
    const secret = await withTwoFactor('vendeur@mbolo.test', step);
    const { page, close } = await openWithoutJs(browser);
    await page.goto(`${server.url}/login`);
    await page.locator('[data-testid="login-form"] input[name=email]').fill('vendeur@mbolo.test');
    await page.locator('[data-testid="login-form"] input[name=password]').fill(PASSWORD);
    await submitAndWait(page, 'login-form');
    const form2fa = page.getByTestId('two-factor-form');
    await form2fa.waitFor();

    await form2fa.locator('input[name=code]').fill('000000');
    await submitAndWait(page, 'two-factor-form');
    await form2fa.locator('[role=alert], .text-red-700, p').filter({ hasText: /code/i }).first().waitFor();
    expect(await form2fa.locator('input[name=code]').inputValue()).toBe('');

    await form2fa.locator('input[name=code]').fill(await totpFor(secret, step));
    await submitAndWait(page, 'two-factor-form');
    // the account's landing page, as after a login with JavaScript
    expect(new URL(page.url()).pathname).toBe('/merchant/simple-dashboard');
    await close();
  });

  it('refuses a post without the page token, or sent from another site, and signs nobody in', async () => {
    const db = new pg.Client({ connectionString: server.databaseUrl });
    await db.connect();
    const before = (await db.query<{ n: number }>('select count(*)::int as n from sessions')).rows[0]!.n;
    const form = new URLSearchParams({ _form: 'login', email: 'client@mbolo.test', password: PASSWORD });
    const noToken = await fetch(`${server.url}/login`, { method: 'POST', body: form, redirect: 'manual' });
    expect(noToken.status).toBe(403);
    expect(await noToken.text()).toContain('Le formulaire a expiré');

    // the token of the anonymous page is public: a page of another site still cannot use it
    const html = await (await fetch(`${server.url}/login`)).text();
    const token = /name="_csrf" value="([^"]+)"/.exec(html)![1]!;
    form.set('_csrf', token);
    const forged = await fetch(`${server.url}/login`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
      headers: { Origin: 'https://evil.example' },
    });
    expect(forged.status).toBe(403);
    expect(forged.headers.getSetCookie()).toEqual([]);
    expect((await db.query<{ n: number }>('select count(*)::int as n from sessions')).rows[0]!.n).toBe(before);

    // the same form from our own origin signs in
    const ours = await fetch(`${server.url}/login`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
      headers: { Origin: server.url },
    });
    expect(ours.status).toBe(303);
    expect(ours.headers.get('location')).toBe('/customer');
    expect((await db.query<{ n: number }>('select count(*)::int as n from sessions')).rows[0]!.n).toBe(before + 1);
    await db.end();
  });

  it('binds a signed-in page token to its session: another session cannot use it', async () => {
    const mine = await sessionCookie(server.url, 'client@mbolo.test', PASSWORD);
    const other = await sessionCookie(server.url, 'client@mbolo.test', PASSWORD);
    const tokenOf = async (cookie: string) =>
      /"csrfToken":"([^"]+)"/.exec(await (await fetch(`${server.url}/contact`, { headers: { cookie } })).text())![1]!;
    const anonymous = /"csrfToken":"([^"]+)"/.exec(await (await fetch(`${server.url}/contact`)).text())![1]!;
    const otherToken = await tokenOf(other);
    expect(otherToken).not.toBe(anonymous);
    const send = (cookie: string, token: string) =>
      fetch(`${server.url}/login`, {
        method: 'POST',
        body: new URLSearchParams({ _form: 'login', _csrf: token, email: 'client@mbolo.test', password: PASSWORD }),
        headers: { cookie },
        redirect: 'manual',
      });
    const db = new pg.Client({ connectionString: server.databaseUrl });
    await db.connect();
    const count = async () => (await db.query<{ n: number }>('select count(*)::int as n from sessions')).rows[0]!.n;
    const before = await count();
    // refused: the page is shown again (for a signed-in visitor the login page sends them on), nobody signs in
    expect((await send(mine, otherToken)).status).not.toBe(303);
    expect((await send(mine, anonymous)).status).not.toBe(303);
    expect(await count()).toBe(before);
    expect((await send(other, otherToken)).status).toBe(303);
    expect(await count()).toBe(before + 1);
    await db.end();
  });

  it("hands the browser's address to the API (limits, sessions), and nobody else can claim to be the relay", async () => {
    const db = new pg.Client({ connectionString: server.databaseUrl });
    await db.connect();
    const lastSessionIp = async () =>
      (await db.query<{ ip: string }>('select ip from sessions order by created_at desc, id desc limit 1')).rows[0]!.ip;
    const html = await (await fetch(`${server.url}/login`)).text();
    const token = /name="_csrf" value="([^"]+)"/.exec(html)![1]!;
    const posted = await fetch(`${server.url}/login`, {
      method: 'POST',
      body: new URLSearchParams({ _form: 'login', _csrf: token, email: 'client@mbolo.test', password: PASSWORD }),
      headers: { Origin: server.url, 'X-Forwarded-For': '203.0.113.9' },
      redirect: 'manual',
    });
    expect(posted.status).toBe(303);
    expect(await lastSessionIp()).toBe('203.0.113.9');

    // a client sending the relay's headers itself is only itself
    const forged = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        'X-Forwarded-For': '198.51.100.4',
        'X-Mbolo-Relay': 'guess',
        'X-Mbolo-Relay-Ip': '192.0.2.77',
      },
      body: JSON.stringify({ email: 'client@mbolo.test', password: PASSWORD }),
    });
    expect(forged.status).toBe(200);
    expect(await lastSessionIp()).toBe('198.51.100.4');
    await db.end();
  });
});
