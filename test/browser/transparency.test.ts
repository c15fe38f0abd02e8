import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openHydrated, openMobilePage } from '../support/browser.js';
import { openWithoutJs, submitAndWait } from '../support/no-js.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';
import { arrangeCatalogue, type CatalogueFixture } from './catalogue-fixtures.js';

/** The public draw register (/transparency) on the built app, phone-sized, with and without JavaScript. */
let server: ServerProcess;
let browser: Browser;
let fx: CatalogueFixture;
beforeAll(async () => {
  server = await startServerProcess();
  // a drawn raffle (TMB-E2E-DRAWN) and one on sale (TMB-E2E-OPEN), beside the demo catalogue's raffles
  fx = await arrangeCatalogue(server.databaseUrl);
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

// the callbacks run in the page: typed loosely, the tests compile without the DOM library
type PageGlobals = { document: { documentElement: { scrollWidth: number } }; innerWidth: number };
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const g = globalThis as unknown as PageGlobals;
    return g.document.documentElement.scrollWidth <= g.innerWidth;
  });

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
type AxeViolation = { id: string; impact: string | null; nodes: { target: unknown[] }[] };

/** axe-core's serious and critical violations of the open page, plus skipped heading levels (as accessibility.test.ts). */
async function seriousViolations(page: Page): Promise<string[]> {
  // evaluated through the DevTools protocol: the site's CSP (script-src 'self') refuses an inline script tag
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      globalThis as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const r = await axe.run((globalThis as unknown as { document: unknown }).document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
}

const row = (page: Page, number: string) => page.locator(`[data-testid="draw-row"][data-lottery="${number}"]`);

describe('the draw register (built app, Chromium, 360 px)', () => {
  it('renders the register on the server: a drawn raffle with its winning ticket, proof links and the verifiers', async () => {
    const res = await fetch(`${server.url}/transparency`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Registre des tirages : engagements et preuves | Mbolo</title>');
    expect(html).toContain('TMB-E2E-DRAWN');
    expect(html).toContain(fx.winningTicket);
    expect(html).toContain(`href="/api/public/results/${fx.drawnLotteryId}/proof"`);
    expect(html).toContain(`href="/lotteries/${fx.drawnLotteryId}#proof-title"`);
    expect(html).toContain('href="/api/public/verifier.html?download=1"');
    expect(html).toContain(`npx --yes ${server.url}/api/public/verifier.tgz preuve.json`);
    // no raw key in the text (tags, asset names and the serialized page data aside)
    expect(html.replace(/<script[\s\S]*?<\/script>|<[^>]*>/g, ' ')).not.toMatch(/\btransparency\.[a-z_]+\b/);
  });

  it('lists a drawn raffle with its winner, filters by status and search in the URL, and fits a phone', async () => {
    const { page, problems } = await openMobilePage(browser);
    await openHydrated(page, `${server.url}/transparency`);
    await page.getByRole('heading', { level: 1, name: 'Registre des tirages' }).waitFor();
    const stats = await Promise.all(
      ['committed', 'drawn', 'awaiting'].map(async (k) =>
        Number(await page.getByTestId(`stat-${k}-value`).textContent()),
      ),
    );
    expect(stats[0]).toBeGreaterThanOrEqual(2);
    expect(stats[1]).toBeGreaterThanOrEqual(1);
    expect(stats[2]).toBeGreaterThanOrEqual(1);

    await page.getByLabel('Statut').selectOption('drawn');
    await page.waitForURL(/[?&]status=drawn/);
    await page.getByTestId('draw-row').first().waitFor();
    const statuses = await page
      .getByTestId('draw-row')
      .evaluateAll((els) => els.map((e) => (e as unknown as { dataset: { status: string } }).dataset.status));
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['drawn']));
    await expect(row(page, 'TMB-E2E-OPEN').count()).resolves.toBe(0);

    await page.getByTestId('register-search').fill('TMB-E2E');
    await page.waitForURL(/[?&]q=TMB-E2E/);
    await row(page, 'TMB-E2E-OPEN').waitFor({ state: 'detached' });
    const drawn = row(page, 'TMB-E2E-DRAWN');
    await drawn.waitFor();
    expect(await page.getByTestId('draw-row').count()).toBe(1);
    expect(await drawn.getByTestId('draw-winner').textContent()).toBe(fx.winningTicket);
    expect(await drawn.getByTestId('draw-code').textContent()).toBe(fx.code);
    expect(await drawn.getByTestId('draw-pool-size').textContent()).toBe('6');
    // the seed is shortened, with the whole value a click away
    const seed = drawn.getByTestId('draw-seed');
    const fullSeed = await seed.getAttribute('data-value');
    expect(fullSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(await seed.locator('summary').textContent()).toContain('…');
    await seed.locator('summary').click();
    await expect(seed.locator('p').textContent()).resolves.toBe(fullSeed);
    expect(await noSidewaysScroll(page)).toBe(true);

    // the other status: the raffle on sale, nothing drawn, no seed
    await page.getByLabel('Statut').selectOption('awaiting');
    await page.waitForURL(/status=awaiting/);
    const open = row(page, 'TMB-E2E-OPEN');
    await open.waitFor();
    await drawn.waitFor({ state: 'detached' });
    expect(await open.getByTestId('draw-status').textContent()).toBe('En vente');
    expect(await open.getByTestId('draw-commitment').getAttribute('data-value')).toMatch(/^[0-9a-f]{64}$/);
    await expect(open.getByTestId('draw-seed').count()).resolves.toBe(0);
    await expect(open.getByTestId('draw-winner').count()).resolves.toBe(0);
    expect(await noSidewaysScroll(page)).toBe(true);

    // "Vérifier" leads to the raffle page's proof panel
    await page.getByLabel('Statut').selectOption('drawn');
    await page.waitForURL(/status=drawn/);
    await row(page, 'TMB-E2E-DRAWN').getByTestId('draw-verify').click();
    await page.waitForURL(`${server.url}/lotteries/${fx.drawnLotteryId}#proof-title`);
    await page.getByTestId('proof-panel').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('renders its rows and filters with JavaScript disabled (GET form)', async () => {
    const { page, close } = await openWithoutJs(browser);
    await page.goto(`${server.url}/transparency`);
    await row(page, 'TMB-E2E-DRAWN').waitFor();
    await row(page, 'TMB-E2E-OPEN').waitFor();
    expect(await row(page, 'TMB-E2E-DRAWN').getByTestId('draw-winner').textContent()).toBe(fx.winningTicket);

    await page.getByTestId('register-search').fill('TMB-E2E');
    await page.getByLabel('Statut').selectOption('drawn');
    await submitAndWait(page, 'register-filters');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/transparency');
    expect(url.searchParams.get('status')).toBe('drawn');
    expect(url.searchParams.get('q')).toBe('TMB-E2E');
    expect(await page.getByTestId('draw-row').count()).toBe(1);
    await row(page, 'TMB-E2E-DRAWN').waitFor();
    // the full commitment opens without JavaScript too (<details>)
    const commitment = row(page, 'TMB-E2E-DRAWN').getByTestId('draw-commitment');
    await commitment.locator('summary').click();
    expect(await commitment.locator('p').isVisible()).toBe(true);
    expect(await noSidewaysScroll(page)).toBe(true);
    await close();
  });

  it('is linked from the footer and from the how-it-works page', async () => {
    const { page, problems } = await openMobilePage(browser);
    await openHydrated(page, `${server.url}/`);
    await page.getByTestId('site-footer').getByRole('link', { name: 'Registre des tirages' }).click();
    await page.waitForURL(`${server.url}/transparency`);
    await page.getByRole('heading', { level: 1, name: 'Registre des tirages' }).waitFor();

    await openHydrated(page, `${server.url}/how-it-works`);
    const section = page.getByTestId('verifiable-draws');
    await section.getByRole('heading', { name: 'Des tirages vérifiables par tous' }).waitFor();
    expect(await section.getByTestId('verifier-html').getAttribute('href')).toBe(
      '/api/public/verifier.html?download=1',
    );
    expect(await section.getByTestId('verifier-npx').textContent()).toBe(
      `npx --yes ${server.url}/api/public/verifier.tgz preuve.json`,
    );
    await section.getByTestId('transparency-link').click();
    await page.waitForURL(`${server.url}/transparency`);
    await row(page, 'TMB-E2E-DRAWN').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('passes axe-core on the register and the how-it-works page, on a phone and a desk', async () => {
    const found: string[] = [];
    for (const width of [360, 1280]) {
      const { page } = await openMobilePage(browser, { width, height: 900 });
      for (const path of [
        '/transparency',
        '/transparency?status=drawn',
        '/transparency?q=aucune-tombola',
        '/how-it-works',
      ]) {
        await openHydrated(page, server.url + path);
        for (const v of await seriousViolations(page)) found.push(`${path} @${width}px: ${v}`);
      }
      await page.context().close();
    }
    expect(found.join('\n')).toBe('');
  });
});
