import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openMobilePage, signIn } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

/**
 * A visitor's public page draws its HTML, stylesheet and photos before its client bundle is asked for
 * (src/ssr/scripts-after-load.ts), then hydrates with the loader the CSP allows; a signed-in screen
 * asks for its scripts at once.
 */
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

interface Timings {
  loadStart: number;
  scripts: { name: string; start: number }[];
  images: { name: string; end: number }[];
}

/** What the page fetched and when, read in the page (these tests are typed without the DOM library). */
const timingsOf = (page: Page): Promise<Timings> =>
  page.evaluate(() => {
    const perf = (globalThis as unknown as { performance: { getEntriesByType(t: string): Record<string, never>[] } })
      .performance;
    const nav = perf.getEntriesByType('navigation')[0] as unknown as { loadEventStart: number };
    const resources = perf.getEntriesByType('resource') as unknown as {
      name: string;
      initiatorType: string;
      startTime: number;
      responseEnd: number;
    }[];
    return {
      loadStart: nav.loadEventStart,
      scripts: resources.filter((r) => /\.js(\?|$)/.test(r.name)).map((r) => ({ name: r.name, start: r.startTime })),
      // by address: the first photo comes through React's <link rel=preload>, the others through <img>
      images: resources
        .filter((r) => /\/(media|uploads)\//.test(r.name))
        .map((r) => ({ name: r.name, end: r.responseEnd })),
    };
  });

describe("a visitor's page scripts come after the page (built app, Chromium)", () => {
  it.each(['/', '/products'])('%s: photos first, then the scripts, then a working page', async (path) => {
    const { page, problems } = await openMobilePage(browser);
    await page.goto(`${server.url}${path}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const t = await timingsOf(page);
    expect(t.scripts.length).toBeGreaterThan(5);
    expect(t.scripts.filter((s) => s.start < t.loadStart)).toEqual([]);
    const photosBeforeLoad = t.images.filter((i) => i.end <= t.loadStart);
    expect({ photosBeforeLoad: photosBeforeLoad.length > 0, t }).toEqual({ photosBeforeLoad: true, t });
    const firstScript = Math.min(...t.scripts.map((s) => s.start));
    expect(Math.max(...photosBeforeLoad.map((i) => i.end))).toBeLessThanOrEqual(firstScript);

    // hydrated, with Vike's router: a product link now opens without reloading the document
    await page.evaluate(() => {
      (globalThis as unknown as { samePage: boolean }).samePage = true;
    });
    await page.locator('main a[href^="/products/"]').first().click();
    await page.waitForURL(/\/products\/\d+$/);
    await page.locator('h1').first().waitFor();
    expect(await page.evaluate(() => (globalThis as unknown as { samePage?: boolean }).samePage)).toBe(true);
    // the CSP let the inline loader run: a refusal would be a console error
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("asks for a signed-in visitor's scripts with the page", async () => {
    const { page, problems } = await openMobilePage(browser);
    await signIn(page, server.url, 'client@mbolo.test', 'Mbolo2026!');
    await page.goto(`${server.url}/products`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const t = await timingsOf(page);
    expect(t.scripts.filter((s) => s.start < t.loadStart).length).toBeGreaterThan(5);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
