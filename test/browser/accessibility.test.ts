import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openHydrated, openMobilePage, signIn } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

/**
 * axe-core on every kind of page (public, customer, merchant, back-office, payment), at desk and phone
 * width, on the demo data the server seeds: no violation of impact serious or critical. Also the
 * keyboard paths that axe cannot see: a dialog keeps the focus and gives it back, a purchase starts
 * with Tab and Enter alone.
 */
const PASSWORD = 'Mbolo2026!'; // the demo accounts' password
const RAFFLE = 'Téléviseur Samsung 55 pouces 4K'; // demo raffle
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let server: ServerProcess;
let browser: Browser;
const ids = { product: 0, raffleProduct: 0, drawnLottery: 0, code: '', billQuery: '' };

beforeAll(async () => {
  server = await startServerProcess({ JOBS_ENABLED: '0' });
  browser = await launchBrowser();
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  try {
    const one = async (sql: string) => Object.values((await db.query(sql)).rows[0] ?? {})[0] as never;
    ids.product = await one(
      `select id from products where status = 'active' and sale_mode = 'direct' order by id limit 1`,
    );
    ids.raffleProduct = await one(`select id from products where name = '${RAFFLE}'`);
    ids.drawnLottery = await one(`select lottery_id from draws order by id limit 1`);
    ids.code = await one(`select verification_code from draws order by id limit 1`);
    const bill = (
      await db.query(
        `select bill_id, amount from payments where status = 'pending' or status = 'paid' order by id limit 1`,
      )
    ).rows[0] as { bill_id: string; amount: number };
    ids.billQuery = `bill_id=${bill.bill_id}&amount=${bill.amount}`;
  } finally {
    await db.end();
  }
  expect(ids.product && ids.raffleProduct && ids.drawnLottery && ids.code).toBeTruthy();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Moderate rules enforced too: a skipped heading level breaks the outline screen-reader users move by. */
const ALSO_ENFORCED = ['heading-order'];

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: unknown[] }[];
}

/** Runs axe on the open page; answers its serious and critical violations as readable lines. */
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
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || ALSO_ENFORCED.includes(v.id))
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
}

const PUBLIC = () => [
  '/',
  '/products',
  `/products/${ids.product}`,
  `/products/${ids.raffleProduct}`,
  '/results',
  '/verify',
  `/verify?code=${ids.code}`,
  `/lotteries/${ids.drawnLottery}`,
  '/login',
  '/register',
  '/forgot-password',
  '/contact',
  '/how-it-works',
  `/payment/confirmation?${ids.billQuery}`,
];
const CUSTOMER = () => [
  '/customer',
  '/customer/orders',
  '/customer/tickets',
  '/customer/payments',
  '/customer/profile',
  `/customer/products/${ids.raffleProduct}`,
  `/payment/method?type=ticket&order_number=MB-000000-AAAAAA&amount=1000`,
  '/payment/phone?method=airtel_money&order_number=MB-000000-AAAAAA&amount=1000',
];
const MERCHANT = ['/merchant', '/merchant/dashboard', '/merchant/products', '/merchant/orders', '/merchant/lotteries'];
const ADMIN = [
  '/admin/dashboard',
  '/admin/orders',
  '/admin/products',
  '/admin/lotteries',
  '/admin/users',
  '/admin/customers',
  '/admin/vendors',
  '/admin/admins',
  '/admin/roles',
  '/admin/privileges',
  '/admin/user-types',
  '/admin/payments',
  '/admin/refunds',
  '/admin/activities',
  '/admin/notifications',
  '/admin/profile',
  '/admin/settings',
];

async function audit(width: number, who: string | null, paths: string[]): Promise<void> {
  const { page } = await openMobilePage(browser, { width, height: 900 });
  if (who) await signIn(page, server.url, who, PASSWORD);
  const found: string[] = [];
  for (const path of paths) {
    await openHydrated(page, server.url + path);
    for (const v of await seriousViolations(page)) found.push(`${path} @${width}px: ${v}`);
  }
  await page.context().close();
  expect(found.join('\n')).toBe('');
}

describe('accessibility (axe-core, built app, Chromium)', () => {
  for (const width of [1280, 390]) {
    it(
      `public pages have no serious or critical violation at ${width} px`,
      () => audit(width, null, PUBLIC()),
      180_000,
    );
    it(`customer pages have none at ${width} px`, () => audit(width, 'client@mbolo.test', CUSTOMER()), 180_000);
    it(`merchant pages have none at ${width} px`, () => audit(width, 'vendeur@mbolo.test', MERCHANT), 180_000);
    it(`back-office pages have none at ${width} px`, () => audit(width, 'superadmin@mbolo.test', ADMIN), 180_000);
  }

  it('a dialog traps the focus and gives it back to its opener on close', async () => {
    const { page, problems } = await openMobilePage(browser, { width: 390 });
    await openHydrated(page, `${server.url}/history`);
    const opener = page.getByTestId('history-grid').getByRole('button').first();
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    // however many Tabs, the focus comes back into the dialog: past its last control it lands for a moment on
    // a focus guard, which hands it to the first one
    const focusInside = () =>
      dialog.evaluate((d) =>
        (d as unknown as { contains(n: unknown): boolean }).contains(
          (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement,
        ),
      );
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      let inside = await focusInside();
      for (let wait = 0; wait < 20 && !inside; wait++) {
        await page.waitForTimeout(50);
        inside = await focusInside();
      }
      expect([i, inside]).toEqual([i, true]);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(
      await opener.evaluate(
        (b) => b === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement,
      ),
    ).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('starts a purchase with the keyboard alone (Tab and Enter)', async () => {
    const { page, problems } = await openMobilePage(browser, { width: 390 });
    await signIn(page, server.url, 'client@mbolo.test', PASSWORD);
    await openHydrated(page, `${server.url}/customer/products/${ids.raffleProduct}`);
    // Tab through the page until the buy button has the focus, then Enter
    let reached = false;
    for (let i = 0; i < 80 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(
        () =>
          (
            globalThis as unknown as { document: { activeElement: { getAttribute(n: string): string | null } | null } }
          ).document.activeElement?.getAttribute('data-testid') === 'buy-button',
      );
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/payment\/method\?/);
    // the method screen: choose with the keyboard, then continue
    await page.getByTestId('payment-method').waitFor();
    await page.getByTestId('method-airtel_money').focus();
    await page.keyboard.press('Space');
    await page.getByTestId('method-continue').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/payment\/phone\?/);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
