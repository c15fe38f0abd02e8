import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openHydrated, openMobilePage, signIn } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  // the demo data (SEED_DEMO=1) fills the screen; jobs stay still so the figures do not move under the test
  server = await startServerProcess({ JOBS_ENABLED: '0' });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function admin(width: number): Promise<{ page: Page; problems: string[] }> {
  const opened = await openMobilePage(browser, { width });
  await signIn(opened.page, server.url, 'admin@mbolo.test', 'Mbolo2026!');
  return opened;
}

// a string: the test files are type-checked without the DOM library
const noSideScroll = (page: Page) =>
  page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth');

describe('admin products (built app, Chromium)', () => {
  for (const width of [1366, 390]) {
    it(`lists, filters, edits, features and opens a product at ${width} px`, async () => {
      const { page, problems } = await admin(width);
      // first paint from +data: the rows are in the server's HTML
      const html = await (await page.request.get(`${server.url}/admin/products`)).text();
      expect(html).toContain('data-testid="admin-product-row"');
      await openHydrated(page, `${server.url}/admin/products`);
      const rows = page.getByTestId('admin-product-row');
      expect(await rows.count()).toBe(20);
      expect(Number(await page.getByTestId('stat-products-total-value').textContent())).toBeGreaterThan(20);
      await page
        .getByTestId('list-pager-range')
        .getByText(/Affichage de 1 à 20 sur \d+ résultats/)
        .waitFor();
      expect(await noSideScroll(page)).toBe(true);

      // filters land in the URL and go back to page 1
      await page.getByTestId('filter-status').selectOption('draft');
      await page.waitForURL(/status=draft/);
      await rows.filter({ hasText: 'Casque audio Sony' }).waitFor();
      expect(await rows.count()).toBe(1);
      await page.getByTestId('filters-reset').click();
      await page.waitForURL((u) => !u.search.includes('status='));
      await page.getByTestId('filter-search').fill('Drone DJI');
      await page.waitForURL(/search=Drone/);
      const drone = rows.filter({ hasText: 'Drone DJI Mini 4 Pro' });
      await drone.waitFor();
      await drone.getByTestId('product-progress').waitFor();

      // the visible edit trigger: a raffle with sold tickets keeps its prices
      await drone.getByTestId('product-edit').click();
      const form = page.getByTestId('product-edit-form');
      await form.waitFor();
      await form.getByTestId('product-edit-locked').waitFor();
      await form.getByLabel('Nom').fill('');
      await form.getByTestId('product-edit-save').click();
      await form.getByText('Le nom est obligatoire').waitFor();
      await form.getByLabel('Nom').fill(`Drone DJI Mini 4 Pro (${width})`);
      await form.getByTestId('product-edit-save').click();
      await page.getByText('Produit mis à jour avec succès').first().waitFor();
      await rows.filter({ hasText: `Drone DJI Mini 4 Pro (${width})` }).waitFor();

      // feature toggle
      const row = rows.filter({ hasText: `Drone DJI Mini 4 Pro (${width})` });
      const featured = (await row.getByTestId('product-featured').count()) > 0;
      await row.getByTestId('product-feature').click();
      await page
        .getByText(featured ? 'Article retiré de la une' : 'Article mis en avant')
        .first()
        .waitFor();

      // the detail page: raffle with its participants, orders and history
      await row.getByTestId('product-details').click();
      await page.waitForURL(/\/admin\/products\/\d+$/);
      await page.getByTestId('admin-product').waitFor();
      expect(await page.getByTestId('product-participant').count()).toBeGreaterThanOrEqual(5);
      expect(await page.getByTestId('product-order').count()).toBeGreaterThan(0);
      await page.getByTestId('product-history').getByText('Tombola ouverte').waitFor();
      expect(await noSideScroll(page)).toBe(true);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }
});
