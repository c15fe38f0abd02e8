import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { launchBrowser, openHydrated, openMobilePage, signIn } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

const PASSWORD = 'Mbolo2026!';
const DIRECT = 'Ventilateur sur pied Binatone'; // demo direct sale, in stock
const PAYS = '065010203'; // Moov; the simulator pays it after SIMULATOR_DELAY_MS
const WINDOW_SECONDS = 8;

let server: ServerProcess;
let browser: Browser;
beforeAll(async () => {
  server = await startServerProcess({
    SIMULATOR_DELAY_MS: '2000',
    PAYMENT_WINDOW_SECONDS: String(WINDOW_SECONDS),
  });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** What the pages' scripts below use of the browser (these tests are typed without the DOM library). */
type Web = {
  navigator: {
    serviceWorker?: {
      controller: { state: string } | null;
      getRegistration(): Promise<{ scope: string } | undefined>;
    };
  };
  caches: {
    keys(): Promise<string[]>;
    open(name: string): Promise<{ keys(): Promise<{ url: string }[]>; match(url: string): Promise<unknown> }>;
  };
};

/** Waits until the service worker controls the page (it claims the pages open when it activates). */
const controlled = (page: Page) =>
  page.waitForFunction(
    () => (globalThis as unknown as Web).navigator.serviceWorker?.controller?.state === 'activated',
    undefined,
    {
      timeout: 20_000,
    },
  );

/** Every entry of the page's caches, as "cache-name /path?query". */
const cacheEntries = (page: Page) =>
  page.evaluate(async () => {
    const { caches } = globalThis as unknown as Web;
    const out: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const req of await cache.keys()) {
        const url = new URL(req.url);
        out.push(`${name} ${url.pathname}${url.search}`);
      }
    }
    return out;
  });

async function firstProduct(): Promise<{ id: number; name: string }> {
  const res = await fetch(`${server.url}/api/products?per_page=1`);
  const product = ((await res.json()) as { data: { products: { id: number; name: string }[] } }).data.products[0];
  expect(product).toBeDefined();
  return product!;
}

async function productId(name: string): Promise<number> {
  const res = await fetch(`${server.url}/api/products?search=${encodeURIComponent(name)}`);
  const found = ((await res.json()) as { data: { products: { id: number; name: string }[] } }).data.products.find(
    (p) => p.name === name,
  );
  expect(found).toBeDefined();
  return found!.id;
}

describe('installable app (built app, Chromium)', () => {
  it('links a valid manifest and Chromium finds the site installable', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"');
    expect(html).toContain('<meta name="theme-color" content="#009e60"');
    // the built app (dist/client) sends them with their headers too
    const sw = await fetch(`${server.url}/sw.js`);
    expect([sw.status, sw.headers.get('content-type'), sw.headers.get('service-worker-allowed')]).toEqual([
      200,
      'text/javascript; charset=utf-8',
      '/',
    ]);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const manifest = await fetch(`${server.url}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    for (const icon of ['icon-192', 'icon-512', 'maskable-512', 'apple-touch-icon']) {
      const res = await fetch(`${server.url}/icons/${icon}.png`);
      expect([icon, res.status, res.headers.get('content-type')]).toEqual([icon, 200, 'image/png']);
    }

    // Chromium never offers to install from a private window (Playwright's usual contexts): a real profile here
    const profile = mkdtempSync(join(tmpdir(), 'mbolo-pwa-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-quic'],
      viewport: { width: 360, height: 740 },
      locale: 'fr-FR',
      isMobile: true,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
      page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
      await openHydrated(page, `${server.url}/`);
      await controlled(page);
      const cdp = await context.newCDPSession(page);
      const { errors, data } = (await cdp.send('Page.getAppManifest')) as {
        errors: { message: string }[];
        data?: string;
      };
      expect(errors).toEqual([]);
      expect(JSON.parse(data!)).toMatchObject({ name: 'Mbolo', lang: 'fr', display: 'standalone', start_url: '/' });
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('registers the worker, keeps a visited product page for offline reading, and shows the offline page otherwise', async () => {
    const product = await firstProduct();
    const { page } = await openMobilePage(browser);
    // caches an earlier version of the worker left, there before this one activates (and another app's)
    await page.addInitScript(() => {
      const { caches } = globalThis as unknown as Web;
      void caches.open('mbolo-pages-v0');
      void caches.open('other-app');
    });
    await openHydrated(page, `${server.url}/`);
    await controlled(page);
    const names = await page.evaluate(() => (globalThis as unknown as Web).caches.keys());
    expect(names.sort()).toEqual(['mbolo-assets-v1', 'mbolo-shell-v1', 'other-app']);
    const scope = await page.evaluate(
      async () => (await (globalThis as unknown as Web).navigator.serviceWorker!.getRegistration())?.scope,
    );
    expect(scope).toBe(`${server.url}/`);
    // the shell is there from the install: the offline page, the manifest, the icons
    const shell = await cacheEntries(page);
    expect(shell).toEqual(expect.arrayContaining(['mbolo-shell-v1 /offline', 'mbolo-shell-v1 /manifest.webmanifest']));

    // a product page read while online, through the worker
    const path = `/products/${product.id}`;
    await openHydrated(page, server.url + path);
    const title = await page.locator('h1').first().textContent();
    expect(title).toBeTruthy();
    await page.waitForFunction(
      async (p) => (await (await (globalThis as unknown as Web).caches.open('mbolo-pages-v1')).match(p)) !== undefined,
      path,
    );

    await page.context().setOffline(true);
    const again = await page.reload();
    expect(again?.fromServiceWorker()).toBe(true);
    expect(await page.locator('h1').first().textContent()).toBe(title);
    expect(page.url()).toBe(server.url + path);

    // a page never read: the offline page, in French
    const res = await page.goto(`${server.url}/how-it-works`);
    expect(res?.fromServiceWorker()).toBe(true);
    await page.getByTestId('offline-page').waitFor();
    await page.getByRole('heading', { name: 'Vous êtes hors ligne' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.getByText('Les pages déjà consultées restent lisibles').count()).toBe(1);
    // styled from the cache: the site's stylesheet was kept with the offline page (a plain link has no background)
    const home = page.getByTestId('offline-page').getByRole('link', { name: "Retour à l'accueil" });
    const background = await home.evaluate(
      (el) =>
        (globalThis as unknown as Web & { getComputedStyle(e: unknown): { backgroundColor: string } }).getComputedStyle(
          el,
        ).backgroundColor,
    );
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    await page.context().close();
  });

  it('never keeps what a signed-in visitor sees, public pages included (they are no-store)', async () => {
    const { page } = await openMobilePage(browser);
    await signIn(page, server.url, 'client@mbolo.test', PASSWORD);
    await openHydrated(page, `${server.url}/`);
    await controlled(page);
    const seen: string[] = [];
    for (const path of ['/customer/orders', '/customer/tickets', '/products', '/results', '/notifications']) {
      const res = await page.goto(server.url + path);
      // through the worker, answered by the network, marked no-store
      expect([path, res?.fromServiceWorker(), res?.status()]).toEqual([path, true, 200]);
      if (!path.startsWith('/notifications')) expect(res?.headers()['cache-control']).toBe('no-store');
      seen.push(path);
    }
    await page.waitForTimeout(500);
    const entries = await cacheEntries(page);
    const pages = entries.filter((e) => e.startsWith('mbolo-pages-'));
    expect(pages).toEqual([]);
    expect(entries.filter((e) => /\/(customer|notifications|api)\b/.test(e))).toEqual([]);
    // offline, a signed-in page is never served from a cache: the offline page instead
    await page.context().setOffline(true);
    await page.goto(`${server.url}/customer/orders`);
    await page.getByTestId('offline-page').waitFor();
    await page.context().close();
  });

  it('keeps asking for the payment status while offline, then completes once back online', async () => {
    const { page } = await openMobilePage(browser);
    await signIn(page, server.url, 'client@mbolo.test', PASSWORD);
    // the live channel is cut, so that the outcome can only come from the page's own status reads
    await page.route('**/socket.io/**', (route) => route.abort());
    const failedReads: number[] = [];
    page.on('requestfailed', (r) => {
      if (r.url().includes('/api/payments/status/')) failedReads.push(Date.now());
    });

    await openHydrated(page, `${server.url}/customer/products/${await productId(DIRECT)}`);
    await page.getByTestId('direct-buy-button').click();
    await page.waitForURL(/\/payment\/method\?/);
    await page.getByTestId('method-moov_money').click();
    await page.getByTestId('method-continue').click();
    await page.waitForURL(/\/payment\/phone\?/);
    await page.getByTestId('payment-phone').locator('input[name="phone"]').fill(PAYS);
    await page.getByTestId('pay-button').click();
    await page.waitForURL(/\/payment\/confirmation\?/);
    const confirmation = page.getByTestId('payment-confirmation');
    await confirmation.waitFor();

    // the network drops before the simulator settles the bill (2 s)
    const offlineAt = Date.now();
    await page.context().setOffline(true);
    const notice = page.getByTestId('connection-lost');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Connexion perdue, nouvelle tentative…');
    // it keeps asking, with back-off (2 s, 2 s, 4 s…), and past the payment window (8 s) the payment is
    // still awaited, never "expired" while offline: the server's answer decides once the network is back
    const deadline = Date.now() + 30_000;
    while ((failedReads.length < 3 || Date.now() - offlineAt < (WINDOW_SECONDS + 2) * 1000) && Date.now() < deadline)
      await page.waitForTimeout(250);
    expect(failedReads.length).toBeGreaterThanOrEqual(3);
    expect(await confirmation.getAttribute('data-status')).toBe('pending');
    expect(await confirmation.getAttribute('data-connection-lost')).toBe('true');
    const gaps = failedReads.slice(1).map((at, i) => at - failedReads[i]!);
    expect(gaps[0]).toBeGreaterThanOrEqual(1500);
    expect(gaps.at(-1)!).toBeGreaterThanOrEqual(3500);
    expect(
      await page.evaluate(() => (globalThis as unknown as { navigator: { onLine: boolean } }).navigator.onLine),
    ).toBe(false);

    // back online: asked at once, the payment approved meanwhile shows
    await page.context().setOffline(false);
    await page.locator('[data-testid="payment-confirmation"][data-status="success"]').waitFor({ timeout: 10_000 });
    expect(await confirmation.getAttribute('data-source')).toBe('poll');
    expect(await notice.count()).toBe(0);
    await page.context().close();
  });

  it('shows the home page content and product links from the server HTML on a 2G connection', async () => {
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({
        viewport: { width: 360, height: 740 },
        locale: 'fr-FR',
        isMobile: true,
        javaScriptEnabled,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 300,
        downloadThroughput: (250 * 1024) / 8,
        uploadThroughput: (50 * 1024) / 8,
      });
      const started = Date.now();
      const res = await page.goto(`${server.url}/`, { waitUntil: 'commit', timeout: 30_000 });
      expect(res?.status()).toBe(200);
      const heading = page.locator('h1').first();
      await heading.waitFor({ timeout: 20_000 });
      const shownAfter = Date.now() - started;
      expect(await heading.textContent()).toContain('Achetez en direct');
      const links = page.locator('main a[href^="/products/"]');
      // at 2G the HTML arrives in pieces: wait for the rest of the grid, not only its first card
      const until = Date.now() + 20_000;
      while ((await links.count()) < 4 && Date.now() < until) await page.waitForTimeout(200);
      expect(await links.count()).toBeGreaterThanOrEqual(4);
      // the server's HTML carries them: no script is needed to read the page (measured: well under 10 s at 2G)
      expect(shownAfter).toBeLessThan(10_000);
      const html = await res!.text();
      expect(html).toMatch(/href="\/products\/\d+"/);
      await context.close();
    }
  });
});
