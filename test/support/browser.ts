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
  opts: { allowConsole?: RegExp } = {},
): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'fr-FR', isMobile: true });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !(opts.allowConsole && opts.allowConsole.test(m.text()))) problems.push(`console: ${m.text()}`);
  });
  return { page, problems };
}
