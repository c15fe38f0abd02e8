import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless; no browser download is ever attempted. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y --no-install-recommends chromium`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/**
 * A fresh phone-sized page (no cookies) that collects page errors and console errors, so a test can
 * assert none happened. `allowConsole` lists console errors that are expected (e.g. a refused login's 401).
 */
export async function openMobilePage(
  browser: Browser,
  opts: { allowConsole?: RegExp; width?: number; height?: number; acceptDownloads?: boolean } = {},
): Promise<{ page: Page; problems: string[] }> {
  const width = opts.width ?? 360;
  const context = await browser.newContext({
    viewport: { width, height: opts.height ?? 740 },
    locale: 'fr-FR',
    isMobile: width < 400,
    acceptDownloads: opts.acceptDownloads ?? false,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !opts.allowConsole?.test(m.text())) problems.push(`console: ${m.text()}`);
  });
  return { page, problems };
}

/** Signs the page's browser context in through the API (the session cookie is then the page's). */
export async function signIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  const res = await page.request.post(`${baseUrl}/api/auth/login`, {
    data: { email, password },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  if (res.status() !== 200) throw new Error(`sign-in of ${email} answered ${res.status()}`);
}

/** Opens a page and waits until React has hydrated it, so that clicks reach their handlers. */
export async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated="true"]');
}

/** Signs in through the API without a browser and answers the session cookie (for plain `fetch` checks of the built app). */
export async function sessionCookie(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
