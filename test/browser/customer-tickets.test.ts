import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openHydrated, openMobilePage, signIn } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

const PASSWORD = 'Mbolo2026!';
const RAFFLE = 'Téléviseur Samsung 55 pouces 4K'; // demo raffle: 1 000 FCFA a ticket, 600 tickets
// Intl writes amounts with narrow no-break spaces; compare with plain ones
const plain = (s: string | null) => (s ?? '').replace(/[\s\u202F\u00A0]+/g, ' ').trim();

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

/** A signed-in phone-sized browser; errors in the page are collected (the payment page may 404 for now). */
async function signedIn(email: string): Promise<{ page: Page; problems: string[] }> {
  const opened = await openMobilePage(browser, { allowConsole: /status of 404/, acceptDownloads: true });
  await signIn(opened.page, server.url, email, PASSWORD);
  return opened;
}

const open = (page: Page, path: string) => openHydrated(page, server.url + path);

describe('customer products and tickets (built app, Chromium, 360 px)', () => {
  it('buys 2 tickets with the stepper, lands on the payment page, then lists the 2 reserved tickets', async () => {
    const { page, problems } = await signedIn('client@mbolo.test');
    await open(page, '/customer/products');
    expect(await page.getByTestId('product-card').count()).toBe(9);
    await page.getByLabel('Type de vente').selectOption('lottery');
    await page.waitForURL(/sale_mode=lottery/);
    await page.getByLabel('Rechercher').fill('samsung 55');
    await page.waitForURL(/search=samsung\+55/);
    await page.getByTestId('product-card').filter({ hasText: RAFFLE }).click();
    await page.waitForURL(/\/customer\/products\/\d+$/);
    await page.waitForSelector('html[data-hydrated="true"]');

    const product = page.getByTestId('customer-product');
    await product.getByRole('heading', { name: RAFFLE }).waitFor();
    expect(await page.getByTestId('product-status').textContent()).toBe('Actif');
    expect(await page.getByTestId('seed-commitment').locator('code').textContent()).toMatch(/^[0-9a-f]{64}$/);
    for (const tab of ['Description', 'Règles', 'Participants']) await page.getByRole('tab', { name: tab }).waitFor();
    await page.getByRole('tab', { name: 'Participants' }).click();
    expect(await page.getByTestId('participants-count').textContent()).toBe('2 participants');

    expect(plain(await page.getByTestId('buy-total').textContent())).toBe('1 000 FCFA');
    await page.getByRole('button', { name: 'Un ticket de plus' }).click();
    expect(await page.locator('#ticket-quantity').inputValue()).toBe('2');
    expect(plain(await page.getByTestId('buy-total').textContent())).toBe('2 000 FCFA');
    await page.getByTestId('buy-button').filter({ hasText: 'Acheter 2 tickets' }).click();

    await page.waitForURL(/\/payment\/method\?/);
    const url = new URL(page.url());
    const q = Object.fromEntries(url.searchParams);
    expect(q).toMatchObject({
      type: 'ticket',
      amount: '2000',
      quantity: '2',
      product: RAFFLE,
      lottery_id: expect.stringMatching(/^\d+$/),
    });
    expect(q.order_number).toMatch(/^MB-\d{6}-[A-Z2-9]{6}$/);

    await open(page, '/customer/tickets');
    const cards = page.getByTestId('ticket-card');
    const first = [cards.nth(0), cards.nth(1)];
    for (const card of first) {
      expect(await card.getAttribute('data-status')).toBe('reserved');
      await card.getByText(RAFFLE).waitFor();
      expect(await card.getByTestId('ticket-status').textContent()).toBe('Réservé');
      await card.getByText(`Commande ${q.order_number}`).waitFor();
    }
    expect(await cards.nth(2).getAttribute('data-status')).not.toBe('reserved');

    // the filter keeps only reservations: the 2 just made
    await page.getByLabel('Statut').selectOption('reserved');
    await page.waitForURL(/status=reserved/);
    await page.getByText('Tickets 1 à 2 sur 2').waitFor();
    expect(await cards.count()).toBe(2);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('downloads the PDF of a won ticket and claims the prize', async () => {
    // the seeded finished draws were won by client or client2 (the draw is random)
    let winner: { page: Page; problems: string[] } | undefined;
    for (const email of ['client@mbolo.test', 'client2@mbolo.test']) {
      const candidate = await signedIn(email);
      const res = await candidate.page.request.get(`${server.url}/api/tickets/my-tickets?status=won`);
      if (((await res.json()) as { data: unknown[] }).data.length) {
        winner = candidate;
        break;
      }
      await candidate.page.context().close();
    }
    expect(winner).toBeDefined();
    const { page, problems } = winner!;
    await open(page, '/customer/tickets?status=won');
    const card = page.getByTestId('ticket-card').first();
    const number = (await card.getByTestId('ticket-number').textContent())!;

    const [download] = await Promise.all([page.waitForEvent('download'), card.getByTestId('ticket-pdf').click()]);
    expect(download.suggestedFilename()).toBe(`ticket-${number}.pdf`);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // a prize drawn less than 30 days ago can be claimed, once
    const claimable = page
      .getByTestId('ticket-card')
      .filter({ has: page.getByTestId('claim-prize') })
      .first();
    if (await claimable.count()) {
      // found again by its number: once claimed it no longer has the button the first locator looks for
      const claimed = page
        .getByTestId('ticket-card')
        .filter({ hasText: (await claimable.getByTestId('ticket-number').textContent())! });
      await claimed.getByTestId('claim-prize').click();
      const notice = page.locator('.toast').filter({ hasText: 'Votre demande de lot est enregistrée' });
      await notice.waitFor();
      // on a phone the toast sits at the bottom, over where the next dialog puts its button: close it as a user would
      await notice.locator('.toast-close').click();
      await notice.waitFor({ state: 'detached' });
      await claimed.getByTestId('prize-claimed').waitFor();
      expect(await claimed.getByTestId('claim-prize').count()).toBe(0);
    }

    // the winner can leave a testimonial on a won ticket that has none yet (the seed wrote some)
    const reviewable = page
      .getByTestId('ticket-card')
      .filter({ has: page.getByTestId('testimonial-open') })
      .first();
    if (await reviewable.count()) {
      const reviewed = page
        .getByTestId('ticket-card')
        .filter({ hasText: (await reviewable.getByTestId('ticket-number').textContent())! });
      await reviewed.getByTestId('testimonial-open').click();
      const form = page.getByTestId('testimonial-form');
      await form.getByLabel('Votre message').fill('Court');
      await form.getByTestId('testimonial-submit').click();
      await form.getByText('Le message doit contenir au moins 10 caractères').waitFor();
      await form.getByLabel('Votre message').fill('Lot reçu rapidement, merci à toute l’équipe !');
      await form.getByTestId('testimonial-submit').click();
      await page.getByText('Merci ! Votre témoignage est publié.').waitFor();
      await reviewed.getByTestId('testimonial-left').waitFor();
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows the dashboard figures and the last tickets', async () => {
    const { page, problems } = await signedIn('client@mbolo.test');
    await open(page, '/customer');
    const stats = page.getByTestId('dashboard-stats');
    await stats.waitFor();
    const api = (await (await page.request.get(`${server.url}/api/stats/customer/dashboard`)).json()) as {
      data: { total_tickets: number };
    };
    expect(await page.getByTestId('stat-total-tickets-value').textContent()).toBe(String(api.data.total_tickets));
    expect(await page.getByTestId('recent-tickets').locator('li').count()).toBe(5);
    await page.getByTestId('awaiting-payment').waitFor(); // the order made in the first test
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
