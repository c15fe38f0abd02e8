import type { Browser, Page } from 'playwright-core';

export interface NoJsPage {
  page: Page;
  /** Every response the page received: method, URL, status. */
  seen: { method: string; url: string; status: number }[];
  close(): Promise<void>;
}

/** A phone-sized page with JavaScript switched off: forms are sent by the browser itself. */
export async function openWithoutJs(browser: Browser): Promise<NoJsPage> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 740 },
    locale: 'fr-FR',
    isMobile: true,
  });
  const page = await context.newPage();
  const seen: NoJsPage['seen'] = [];
  page.on('response', (res) => seen.push({ method: res.request().method(), url: res.url(), status: res.status() }));
  return { page, seen, close: () => context.close() };
}

/** Submits `form` (a locator's selector) with its button, as a person would, and waits for the next page. */
export async function submitAndWait(page: Page, formTestId: string): Promise<void> {
  await Promise.all([
    page.waitForNavigation(),
    page.locator(`[data-testid="${formTestId}"] button[type="submit"]`).first().click(),
  ]);
}

/** The posts the page made, without the GETs. */
export const posts = (seen: NoJsPage['seen']) =>
  seen.filter((r) => r.method === 'POST').map(({ url, status }) => ({ url, status }));
