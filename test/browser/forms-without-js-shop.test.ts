import type { Browser, Page } from 'playwright-core';
import pg from 'pg';
import { launchBrowser } from '../support/browser.js';
import { openWithoutJs, posts, submitAndWait, type NoJsPage } from '../support/no-js.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

const PASSWORD = 'Mbolo2026!';
const RAFFLE = 'Téléviseur Samsung 55 pouces 4K'; // demo raffle: 1 000 FCFA a ticket
const DIRECT = 'Ventilateur sur pied Binatone'; // demo direct sale, in stock

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

/** A page with JavaScript off, signed in through the API (the cookie lands in the page's context). */
async function signedInWithoutJs(email: string): Promise<NoJsPage> {
  const opened = await openWithoutJs(browser);
  const login = await opened.page.request.post(`${server.url}/api/auth/login`, {
    data: { email, password: PASSWORD },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(login.status()).toBe(200);
  return opened;
}

const path = (page: Page) => new URL(page.url()).pathname;
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
/** Every post answered, none of them by a fault of ours. */
const noServerFault = (seen: NoJsPage['seen']) => expect(posts(seen).filter((p) => p.status >= 500)).toEqual([]);

async function productId(page: Page, name: string): Promise<number> {
  const res = await page.request.get(`${server.url}/api/products?search=${encodeURIComponent(name)}`);
  const found = ((await res.json()) as { data: { products: { id: number; name: string }[] } }).data.products.find(
    (p) => p.name === name,
  );
  expect(found).toBeDefined();
  return found!.id;
}

describe('contact without JavaScript', () => {
  it('shows the French refusal with the values kept, then sends and shows the success on /contact?sent=1', async () => {
    const { page, seen, close } = await openWithoutJs(browser);
    await page.goto(`${server.url}/contact`);
    const form = page.getByTestId('contact-form');
    await form.locator('input[name=name]').fill('A');
    await form.locator('input[name=email]').fill('sans-js@example.com');
    await form.locator('select[name=subject]').selectOption('support');
    await form.locator('textarea[name=message]').fill('Bonjour, une question sur ma commande sans JavaScript.');
    await form.locator('input[name=agree]').check();
    await submitAndWait(page, 'contact-form');
    expect(posts(seen)).toEqual([{ url: `${server.url}/contact`, status: 422 }]);
    await form.getByText('Le nom doit contenir au moins 2 caractères').waitFor();
    expect(await form.locator('input[name=email]').inputValue()).toBe('sans-js@example.com');
    expect(await form.locator('textarea[name=message]').inputValue()).toContain('sans JavaScript');
    expect(await form.locator('select[name=subject]').inputValue()).toBe('support');
    expect(await form.locator('input[name=agree]').isChecked()).toBe(true);

    await form.locator('input[name=name]').fill('Awa Sans-Script');
    await submitAndWait(page, 'contact-form');
    expect(posts(seen).at(-1)).toEqual({ url: `${server.url}/contact`, status: 303 });
    expect(page.url()).toBe(`${server.url}/contact?sent=1`);
    await page.getByTestId('contact-sent').getByText('Message envoyé').waitFor();
    const rows = await db.query<{ name: string }>('select name from contact_messages where email = $1', [
      'sans-js@example.com',
    ]);
    expect(rows.rows.map((r) => r.name)).toEqual(['Awa Sans-Script']);
    noServerFault(seen);
    await close();
  });
});

describe('checkout without JavaScript (signed-in customer)', () => {
  it('buys tickets, chooses the operator, refuses a wrong number, then starts the payment', async () => {
    const { page, seen, close } = await signedInWithoutJs('client@mbolo.test');
    const productUrl = `${server.url}/customer/products/${await productId(page, RAFFLE)}`;
    await page.goto(productUrl);
    const panel = page.getByTestId('buy-panel');
    await panel.locator('input[name=quantity]').fill('5000');
    await submitAndWait(page, 'buy-panel');
    expect(posts(seen)).toEqual([{ url: productUrl, status: 422 }]);
    await panel
      .getByText(/Veuillez corriger|La quantité doit être/)
      .first()
      .waitFor();
    expect(await panel.locator('input[name=quantity]').inputValue()).toBe('5000');

    await panel.locator('input[name=quantity]').fill('2');
    await submitAndWait(page, 'buy-panel');
    expect(posts(seen).at(-1)).toEqual({ url: productUrl, status: 303 });
    expect(path(page)).toBe('/payment/method');
    const bought = query(page);
    expect(bought).toMatchObject({ type: 'ticket', quantity: '2', amount: '2000', product: RAFFLE });
    const order = await db.query<{ quantity: number; total_amount: string; status: string }>(
      'select quantity, total_amount, status from orders where order_number = $1',
      [bought.order_number],
    );
    expect(order.rows).toEqual([expect.objectContaining({ quantity: 2, total_amount: expect.anything() })]);
    expect(Number(order.rows[0]!.total_amount)).toBe(2000);

    // the method screen is a plain GET form: the choice and the order go to the phone screen in the query
    await page.getByTestId('method-airtel_money').click();
    await Promise.all([page.waitForNavigation(), page.getByTestId('method-continue').click()]);
    expect(path(page)).toBe('/payment/phone');
    expect(query(page)).toMatchObject({ method: 'airtel_money', order_number: bought.order_number, amount: '2000' });

    const phoneUrl = page.url();
    await page.getByTestId('payment-phone').locator('input[name=phone]').fill('065010203');
    await submitAndWait(page, 'payment-phone');
    expect(posts(seen).at(-1)).toEqual({ url: phoneUrl, status: 422 });
    await page
      .getByTestId('payment-phone')
      .getByText('Le numéro doit commencer par 074, 077 ou 076 pour Airtel')
      .waitFor();
    expect(await page.getByTestId('payment-phone').locator('input[name=phone]').inputValue()).toBe('065010203');

    await page.getByTestId('payment-phone').locator('input[name=phone]').fill('074010203');
    await submitAndWait(page, 'payment-phone');
    expect(posts(seen).at(-1)).toEqual({ url: phoneUrl, status: 303 });
    expect(path(page)).toBe('/payment/confirmation');
    await page.getByTestId('payment-confirmation').waitFor();
    const confirmation = query(page);
    expect(confirmation).toMatchObject({ operator: 'airtel', order_number: bought.order_number, phone: '074010203' });
    // the status token travels in the fragment, never in the query
    expect(confirmation.token).toBeUndefined();
    expect(new URL(page.url()).hash).toMatch(/^#token=./);
    const payment = await db.query<{ bill_id: string }>(
      'select p.bill_id from payments p join orders o on o.id = p.order_id where o.order_number = $1',
      [bought.order_number],
    );
    expect(payment.rows.map((r) => r.bill_id)).toEqual([confirmation.bill_id]);
    noServerFault(seen);
    await close();
  });

  it('creates a direct sale order and goes to the method screen', async () => {
    const { page, seen, close } = await signedInWithoutJs('client2@mbolo.test');
    const productUrl = `${server.url}/customer/products/${await productId(page, DIRECT)}`;
    await page.goto(productUrl);
    await submitAndWait(page, 'direct-panel');
    expect(posts(seen)).toEqual([{ url: productUrl, status: 303 }]);
    expect(path(page)).toBe('/payment/method');
    const q = query(page);
    expect(q).toMatchObject({ type: 'product', quantity: '1', product: DIRECT });
    const order = await db.query<{ quantity: number }>('select quantity from orders where order_number = $1', [
      q.order_number,
    ]);
    expect(order.rows).toEqual([{ quantity: 1 }]);
    await page.getByTestId('order-summary').getByText(DIRECT).waitFor();
    await close();
  });
});

describe('profile without JavaScript', () => {
  const userOf = async (email: string) =>
    (
      await db.query<{ first_name: string; city: string | null; postal_code: string | null; password_hash: string }>(
        'select first_name, city, postal_code, password_hash from users where email = $1',
        [email],
      )
    ).rows[0]!;

  it('saves the personal details after a French refusal that kept the values', async () => {
    const { page, seen, close } = await signedInWithoutJs('client2@mbolo.test');
    await page.goto(`${server.url}/customer/profile`);
    const form = page.getByTestId('personal-form');
    await form.locator('input[name=first_name]').fill('');
    await form.locator('input[name=last_name]').fill('Bouanga-Sans-Script');
    await submitAndWait(page, 'personal-form');
    expect(posts(seen)).toEqual([{ url: `${server.url}/customer/profile`, status: 422 }]);
    await form.getByText('Le prénom est requis').waitFor();
    expect(await form.locator('input[name=last_name]').inputValue()).toBe('Bouanga-Sans-Script');

    await form.locator('input[name=first_name]').fill('Nadia');
    await submitAndWait(page, 'personal-form');
    expect(posts(seen).at(-1)).toEqual({ url: `${server.url}/customer/profile`, status: 303 });
    expect(query(page)).toEqual({ tab: 'personal', saved: 'personal' });
    await page.getByTestId('profile-saved').getByText('Profil mis à jour avec succès').waitFor();
    expect((await userOf('client2@mbolo.test')).first_name).toBe('Nadia');
    // the phone went back unchanged (country from its select, national digits): no password was asked
    expect(
      (await db.query<{ phone: string }>('select phone from users where email = $1', ['client2@mbolo.test'])).rows[0]!
        .phone,
    ).toBe('+24165100007');
    noServerFault(seen);
    await close();
  });

  it('reaches the address tab through its link and saves the address', async () => {
    const { page, seen, close } = await signedInWithoutJs('client2@mbolo.test');
    await page.goto(`${server.url}/customer/profile`);
    await Promise.all([page.waitForNavigation(), page.getByRole('link', { name: 'Adresse', exact: true }).click()]);
    const form = page.getByTestId('address-form');
    await form.locator('input[name=city]').fill('Franceville');
    await form.locator('input[name=postal_code]').fill('x'.repeat(30));
    await submitAndWait(page, 'address-form');
    expect(posts(seen)).toEqual([{ url: `${server.url}/customer/profile?tab=address`, status: 422 }]);
    await form.getByText('Ce champ est trop long').waitFor();
    expect(await form.locator('input[name=city]').inputValue()).toBe('Franceville');

    await form.locator('input[name=postal_code]').fill('BP 123');
    await submitAndWait(page, 'address-form');
    expect(posts(seen).at(-1)?.status).toBe(303);
    expect(query(page)).toEqual({ tab: 'address', saved: 'address' });
    await page.getByTestId('profile-saved').getByText('Adresse mise à jour avec succès').waitFor();
    expect(await userOf('client2@mbolo.test')).toMatchObject({ city: 'Franceville', postal_code: 'BP 123' });
    noServerFault(seen);
    await close();
  });

  it('changes the password on the security tab; a wrong current password is refused in French, never echoed', async () => {
    const { page, seen, close } = await signedInWithoutJs('client2@mbolo.test');
    const before = (await userOf('client2@mbolo.test')).password_hash;
    await page.goto(`${server.url}/customer/profile?tab=security`);
    const form = page.getByTestId('password-form');
    const fill = async (current: string) => {
      await form.locator('input[name=current_password]').fill(current);
      await form.locator('input[name=password]').fill('Nouveau2026!x');
      await form.locator('input[name=password_confirmation]').fill('Nouveau2026!x');
    };
    await fill('pas-le-bon');
    await submitAndWait(page, 'password-form');
    expect(posts(seen)[0]!.status).toBeGreaterThanOrEqual(400);
    await form.getByText('Le mot de passe actuel est incorrect').first().waitFor();
    expect(await form.locator('input[name=current_password]').inputValue()).toBe('');
    expect(await form.locator('input[name=password]').inputValue()).toBe('');
    expect((await userOf('client2@mbolo.test')).password_hash).toBe(before);

    await fill(PASSWORD);
    await submitAndWait(page, 'password-form');
    expect(posts(seen).at(-1)).toEqual({ url: `${server.url}/customer/profile?tab=security`, status: 303 });
    expect(query(page)).toEqual({ tab: 'security', saved: 'password' });
    await page.getByTestId('profile-saved').getByText('Mot de passe mis à jour avec succès').waitFor();
    expect((await userOf('client2@mbolo.test')).password_hash).not.toBe(before);
    expect(seen.some((r) => r.url.includes('Nouveau2026'))).toBe(false);
    noServerFault(seen);
    await close();
  });
});
