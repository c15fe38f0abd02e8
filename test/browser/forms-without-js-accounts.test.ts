import type { Browser, Page } from 'playwright-core';
import pg from 'pg';
import { launchBrowser } from '../support/browser.js';
import { openWithoutJs, posts, submitAndWait, type NoJsPage } from '../support/no-js.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

/** The account forms sent by the browser itself (JavaScript off): registration, forgotten password, e-mail link. */

const PASSWORD = 'Mbolo2026!';

let server: ServerProcess;
let browser: Browser;
let db: pg.Client;
beforeAll(async () => {
  server = await startServerProcess();
  browser = await launchBrowser();
  db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
}, 120_000);
afterAll(async () => {
  await db?.end();
  await browser?.close();
  await server?.stop();
});

async function messagesTo(to: string): Promise<{ text: string }[]> {
  const res = await fetch(`${server.url}/api/dev/outbox?to=${encodeURIComponent(to)}&limit=10`);
  return ((await res.json()) as { data: { text: string }[] }).data;
}

const row = async <T extends object>(sql: string, params: unknown[]) =>
  (await db.query<T & pg.QueryResultRow>(sql, params)).rows[0];
const pathAndQuery = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;
/** No post may end as a fault of ours. */
const noServerError = ({ seen }: NoJsPage) => expect(posts(seen).filter((p) => p.status >= 500)).toEqual([]);

describe('account forms without JavaScript (built app, Chromium with JavaScript off)', () => {
  const email = `nojs.${Date.now()}@example.ga`;
  const phone = `74${String(Date.now()).slice(-6)}`;

  it('registers: the refusal comes back in French with the values kept, then the login page greets from its query', async () => {
    const nojs = await openWithoutJs(browser);
    const { page, seen, close } = nojs;
    await page.goto(`${server.url}/register`);
    const form = page.getByTestId('register-form');
    await form.locator('input[name=first_name]').fill('Awa');
    await form.locator('input[name=last_name]').fill('Nguema');
    await form.locator('input[name=email]').fill(email);
    await form.locator('input[name=phone]').fill(phone);
    await form.locator('input[name=password]').fill(PASSWORD);
    await form.locator('input[name=password_confirmation]').fill(PASSWORD);
    // the terms are not accepted
    await submitAndWait(page, 'register-form');
    expect(posts(seen)).toEqual([{ url: `${server.url}/register`, status: 422 }]);
    await form.getByText("Vous devez accepter les conditions d'utilisation").waitFor();
    // nor is the 18+ confirmation (buyer protection)
    await form.getByText('Vous devez confirmer avoir 18 ans ou plus').waitFor();
    await page.getByTestId('register-problem').getByText('Veuillez corriger les erreurs ci-dessous.').waitFor();
    expect(await form.locator('input[name=first_name]').inputValue()).toBe('Awa');
    expect(await form.locator('input[name=email]').inputValue()).toBe(email);
    expect(await form.locator('input[name=phone]').inputValue()).toBe(phone);
    expect(await form.getByTestId('dial-code').inputValue()).toBe('GA');
    expect(await form.locator('input[name=password]').inputValue()).toBe('');
    expect(await row('select id from users where lower(email) = $1', [email])).toBeUndefined();

    await form.locator('input[name=password]').fill(PASSWORD);
    await form.locator('input[name=password_confirmation]').fill(PASSWORD);
    await form.locator('input[name=terms_accepted]').check();
    await form.locator('input[name=adult_confirmed]').check();
    await submitAndWait(page, 'register-form');
    expect(posts(seen).at(-1)).toEqual({ url: `${server.url}/register`, status: 303 });
    expect(pathAndQuery(page)).toBe(`/login?registered=true&email=${encodeURIComponent(email)}`);
    await page.getByTestId('registered-banner').getByText(email).waitFor();
    expect(await page.locator('[data-testid="login-form"] input[name=email]').inputValue()).toBe(email);
    const user = await row<{ first_name: string; phone: string; email_verified_at: Date | null }>(
      'select first_name, phone, email_verified_at from users where lower(email) = $1',
      [email],
    );
    expect(user).toMatchObject({ first_name: 'Awa', phone: `+241${phone}`, email_verified_at: null });
    expect(seen.some((r) => r.url.includes(PASSWORD))).toBe(false);
    noServerError(nojs);
    await close();
  });

  it('verifies the e-mail of a link with the token in its query with a button, and refuses a wrong token', async () => {
    const nojs = await openWithoutJs(browser);
    const { page, seen, close } = nojs;
    await page.goto(`${server.url}/verify-email?token=not-a-token`);
    await submitAndWait(page, 'verify-form');
    expect(posts(seen)[0]!.status).toBeGreaterThanOrEqual(400);
    await page.getByTestId('verify-failure').getByText('Lien de vérification invalide ou expiré').waitFor();

    const token = /verify-email#token=([^\s"<>]+)/.exec((await messagesTo(email))[0]!.text)?.[1];
    expect(token).toBeTruthy();
    await page.goto(`${server.url}/verify-email?token=${token}`);
    await submitAndWait(page, 'verify-form');
    expect(posts(seen).at(-1)!.status).toBe(303);
    expect(pathAndQuery(page)).toBe('/verify-email?verified=1');
    await page.getByRole('heading', { name: 'Adresse vérifiée' }).waitFor();
    expect(
      (await row<{ email_verified_at: Date | null }>('select email_verified_at from users where lower(email) = $1', [
        email,
      ]))!.email_verified_at,
    ).not.toBeNull();
    noServerError(nojs);
    await close();
  });

  it('resets a forgotten password: code request, resend, wrong then right code, with French refusals', async () => {
    const nojs = await openWithoutJs(browser);
    const { page, seen, close } = nojs;
    const account = 'client2@mbolo.test';
    const fresh = 'Nouveau2026!';
    const before = (await row<{ password_hash: string }>('select password_hash from users where email = $1', [
      account,
    ]))!.password_hash;

    await page.goto(`${server.url}/forgot-password`);
    await page.locator('[data-testid="forgot-form"] input[name=identifier]').fill('pas-une-adresse');
    await submitAndWait(page, 'forgot-form');
    expect(posts(seen)).toEqual([{ url: `${server.url}/forgot-password`, status: 422 }]);
    await page.getByTestId('forgot-form').getByText("Format d'email invalide").waitFor();
    expect(await page.locator('[data-testid="forgot-form"] input[name=identifier]').inputValue()).toBe(
      'pas-une-adresse',
    );

    await page.locator('[data-testid="forgot-form"] input[name=identifier]').fill(` ${account.toUpperCase()} `);
    await submitAndWait(page, 'forgot-form');
    expect(posts(seen).at(-1)!.status).toBe(303);
    const resetPage = `/reset-password-verify?identifier=${encodeURIComponent(account)}&method=email`;
    expect(pathAndQuery(page)).toBe(resetPage);
    expect(await messagesTo(account)).toHaveLength(1);

    // the server keeps the minute between two codes: the resend is refused in French, then accepted once it passed
    await submitAndWait(page, 'resend-form');
    expect(posts(seen).at(-1)).toEqual({ url: `${server.url}${resetPage}`, status: 429 });
    await page
      .getByTestId('reset-problem')
      .getByText(/Veuillez patienter \d+ secondes/)
      .waitFor();
    await db.query(`delete from rate_limits where key like 'otp:send:%'`);
    await submitAndWait(page, 'resend-form');
    expect(posts(seen).at(-1)!.status).toBe(303);
    expect(pathAndQuery(page)).toBe(`${resetPage}&resent=1`);
    await page.getByTestId('reset-resent').waitFor();
    const mails = await messagesTo(account);
    expect(mails).toHaveLength(2);

    const reset = page.getByTestId('reset-form');
    await reset.locator('input[name=otp]').fill('000000');
    await reset.locator('input[name=password]').fill(fresh);
    await reset.locator('input[name=password_confirmation]').fill(fresh);
    await submitAndWait(page, 'reset-form');
    expect(posts(seen).at(-1)!.status).toBe(422);
    await reset.getByText('Code invalide ou expiré').waitFor();
    expect(await reset.locator('input[name=otp]').inputValue()).toBe('');
    expect(await reset.locator('input[name=password]').inputValue()).toBe('');
    expect(
      (await row<{ password_hash: string }>('select password_hash from users where email = $1', [account]))!
        .password_hash,
    ).toBe(before);

    const code = /\b(\d{6})\b/.exec(mails[0]!.text)?.[1];
    expect(code).toBeTruthy();
    await reset.locator('input[name=otp]').fill(code!);
    await reset.locator('input[name=password]').fill(fresh);
    await reset.locator('input[name=password_confirmation]').fill(fresh);
    await submitAndWait(page, 'reset-form');
    expect(posts(seen).at(-1)!.status).toBe(303);
    expect(pathAndQuery(page)).toBe('/login?password_reset=1');
    await page.getByTestId('password-reset-banner').getByText('Votre mot de passe a été réinitialisé').waitFor();
    expect(
      (await row<{ password_hash: string }>('select password_hash from users where email = $1', [account]))!
        .password_hash,
    ).not.toBe(before);

    // and the new password signs in, still without JavaScript
    await page.locator('[data-testid="login-form"] input[name=email]').fill(account);
    await page.locator('[data-testid="login-form"] input[name=password]').fill(fresh);
    await submitAndWait(page, 'login-form');
    expect(new URL(page.url()).pathname).toBe('/customer');
    expect(seen.some((r) => r.url.includes(fresh) || r.url.includes(code!))).toBe(false);
    noServerError(nojs);
    await close();
  });
});
