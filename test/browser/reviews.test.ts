import { MikroORM } from '@mikro-orm/postgresql';
import type { Browser, Page } from 'playwright-core';
import { ormConfig } from '../../mikro-orm.config.js';
import type { Product } from '../../src/modules/catalogue/product.entity.js';
import type { Order } from '../../src/modules/orders/order.entity.js';
import { Review } from '../../src/modules/reviews/review.entity.js';
import type { User } from '../../src/modules/users/user.entity.js';
import { createProduct } from '../factories/catalogue.js';
import { createPaidDirectOrder } from '../factories/orders.js';
import { createUser, FACTORY_PASSWORD } from '../factories/users.js';
import { launchBrowser, openHydrated, openMobilePage, signIn } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

const plain = (s: string | null) => (s ?? '').replace(/[\s\u202F\u00A0]+/g, ' ').trim();

let server: ServerProcess;
let browser: Browser;
let orm: MikroORM;
let buyer: User;
let reporter: User;
let admin: User;
let lamp: Product;
let delivered: Order;
let unpaid: Order;

beforeAll(async () => {
  server = await startServerProcess({ JOBS_ENABLED: '0' });
  browser = await launchBrowser();
  orm = await MikroORM.init(ormConfig({ clientUrl: server.databaseUrl, poolMax: 2 }));
  const em = orm.em.fork();
  buyer = await createUser(em, { firstName: 'Awa', lastName: 'Nzé' });
  reporter = await createUser(em, { firstName: 'Landry' });
  admin = await createUser(em, { roles: ['Admin'] });
  const merchant = await createUser(em, { roles: ['Business Enterprise'], companyName: 'Okoumé Lumière SARL' });
  lamp = await createProduct(em, { merchant, name: 'Lampe solaire de test', price: 12_000, stock: 10 });
  // the paid one first, so the delivered one is the newest card
  unpaid = (await createPaidDirectOrder(em, buyer, lamp, { status: 'paid' })).order;
  delivered = (await createPaidDirectOrder(em, buyer, lamp, { status: 'fulfilled' })).order;
}, 120_000);
afterAll(async () => {
  await orm?.close();
  await browser?.close();
  await server?.stop();
});

async function signedIn(email: string, width = 360): Promise<{ page: Page; problems: string[] }> {
  const opened = await openMobilePage(browser, { width, height: 900 });
  await signIn(opened.page, server.url, email, FACTORY_PASSWORD);
  return opened;
}

const card = (page: Page, orderNumber: string) =>
  page.locator(`[data-testid="order-card"][data-order="${orderNumber}"]`);

describe('ratings and reviews (built app, Chromium)', () => {
  it('a customer reviews a delivered order from « Mes commandes » (stars by keyboard) and finds it on the product page', async () => {
    const { page, problems } = await signedIn(buyer.email!);
    await openHydrated(page, `${server.url}/customer/orders`);
    const deliveredCard = card(page, delivered.orderNumber);
    await deliveredCard.waitFor();
    // only the received order offers a review
    expect(await card(page, unpaid.orderNumber).getByTestId('order-review').count()).toBe(0);
    await deliveredCard.getByTestId('order-review').click();

    const dialog = page.getByRole('dialog');
    await dialog.getByText('Votre avis sur Lampe solaire de test').waitFor();
    // nothing chosen: the form says why, in French, and sends nothing
    await dialog.getByTestId('review-submit').click();
    await dialog.getByText('La note doit être un nombre entier de 1 à 5').waitFor();
    // the stars are radio buttons: focus the first, then the arrow keys move the rating
    await dialog.getByRole('radio', { name: '1 étoile sur 5' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await dialog.getByRole('radio', { name: '4 étoiles sur 5' }).isChecked()).toBe(true);
    await dialog.getByTestId('review-text').fill('<b>Très bonne</b> lampe, elle tient toute la nuit.');
    await dialog.getByTestId('review-submit').click();
    await page.locator('.toast').filter({ hasText: 'Merci ! Votre avis est publié.' }).waitFor();

    const given = deliveredCard.getByTestId('order-review-given');
    await given.waitFor();
    expect(plain(await given.textContent())).toContain('Votre avis : 4 sur 5');
    expect(await deliveredCard.getByTestId('order-review').count()).toBe(0);
    // still there after a reload (server-rendered from the stored review)
    await openHydrated(page, `${server.url}/customer/orders`);
    await card(page, delivered.orderNumber).getByTestId('order-review-given').waitFor();

    await openHydrated(page, `${server.url}/products/${lamp.id}`);
    const reviews = page.getByTestId('product-reviews');
    await reviews.waitFor();
    expect(plain(await page.getByTestId('product-rating').textContent())).toBe('4 sur 5 (1 avis)');
    expect(plain(await page.getByTestId('seller-rating').textContent())).toBe('Vendeur noté 4 sur 5 (1 avis)');
    const item = reviews.getByTestId('product-review');
    expect(await item.count()).toBe(1);
    expect(plain(await item.getByTestId('product-review-text').textContent())).toBe(
      'Très bonne lampe, elle tient toute la nuit.',
    );
    expect(plain(await item.textContent())).toContain('Awa N.');
    expect(await item.getByRole('img', { name: '4 sur 5' }).count()).toBe(1);
    expect(await reviews.locator('b').count()).toBe(0);
    expect(problems).toEqual([]);

    const stored = await orm.em.fork().findOneOrFail(Review, { order: delivered.id });
    expect(stored).toMatchObject({
      rating: 4,
      status: 'published',
      text: 'Très bonne lampe, elle tient toute la nuit.',
    });
  });

  it('a visitor reports it, an administrator hides it from the moderation queue, and the product page drops it', async () => {
    const review = await orm.em.fork().findOneOrFail(Review, { order: delivered.id });

    // anonymous visitors see no « Signaler »
    const anonymous = await openMobilePage(browser);
    await openHydrated(anonymous.page, `${server.url}/products/${lamp.id}`);
    await anonymous.page.getByTestId('product-review').waitFor();
    expect(await anonymous.page.getByTestId('review-report').count()).toBe(0);

    const { page } = await signedIn(reporter.email!);
    await openHydrated(page, `${server.url}/products/${lamp.id}`);
    await page.getByRole('button', { name: "Signaler l'avis de Awa N." }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Signaler cet avis').waitFor();
    await dialog.getByLabel('Publicité ou spam').check();
    await dialog.getByTestId('review-report-submit').click();
    await page.locator('.toast').filter({ hasText: 'Merci, notre équipe va examiner cet avis.' }).waitFor();
    // still shown until a moderator decides; the reporter's button gives way to a note
    await page.getByTestId('review-reported').waitFor();
    expect(await page.getByTestId('product-review').count()).toBe(1);
    expect((await orm.em.fork().findOneOrFail(Review, review.id)).status).toBe('reported');

    const staff = await signedIn(admin.email!, 1280);
    await openHydrated(staff.page, `${server.url}/admin`);
    await staff.page.getByRole('link', { name: 'Avis', exact: true }).first().click();
    await staff.page.waitForURL(/\/admin\/reviews$/);
    const row = staff.page.locator(`[data-testid="admin-review-row"][data-review="${review.id}"]`);
    await row.waitFor();
    expect(plain(await row.textContent())).toContain('Lampe solaire de test');
    expect(plain(await row.textContent())).toContain('Dernier motif : Publicité ou spam');
    await row.getByTestId('review-hide').click();
    await staff.page.getByRole('dialog').getByText('Masquer cet avis ?').waitFor();
    await staff.page.getByTestId('review-hide-confirm').click();
    await staff.page.locator('.toast').filter({ hasText: "L'avis est masqué" }).waitFor();
    // the queue shows the reported ones: the hidden review leaves it
    await row.waitFor({ state: 'detached' });
    expect((await orm.em.fork().findOneOrFail(Review, review.id)).status).toBe('hidden');
    await staff.page.getByTestId('filter-status').selectOption('hidden');
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('hidden');
    expect(staff.problems).toEqual([]);

    await openHydrated(page, `${server.url}/products/${lamp.id}`);
    await page.getByTestId('product-reviews-empty').waitFor();
    expect(await page.getByTestId('product-rating').count()).toBe(0);
    expect(plain(await page.getByTestId('seller-rating').textContent())).toBe("Pas encore d'avis sur ce vendeur");
  });
});
