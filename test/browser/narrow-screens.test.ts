import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { launchBrowser, openHydrated, openMobilePage, signIn } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

/**
 * Every page route of pages/ (found on disk, so that a new page is measured too) at 390 px wide, as
 * the account that may open it, on the demo data: the document is never wider than the screen.
 */
const PASSWORD = 'Mbolo2026!'; // the demo accounts' password
const WIDTH = 390;

/** The routes of pages/: `(group)` folders and `index` vanish, `@param` stays as a placeholder. */
function pageRoutes(dir = 'pages', prefix = ''): string[] {
  const routes: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (!statSync(full).isDirectory()) {
      if (name === '+Page.tsx' && prefix !== '/_error') routes.push(prefix || '/');
      continue;
    }
    const segment = /^\(.*\)$/.test(name) || name === 'index' ? '' : `/${name}`;
    routes.push(...pageRoutes(full, prefix + segment));
  }
  return routes;
}

let server: ServerProcess;
let browser: Browser;
const params: Record<string, string> = {};
let billQuery = '';

beforeAll(async () => {
  server = await startServerProcess({ JOBS_ENABLED: '0' });
  browser = await launchBrowser();
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  try {
    const one = async (sql: string) => String(Object.values((await db.query(sql)).rows[0] ?? {})[0] ?? '');
    const client = `(select id from users where email = 'client@mbolo.test')`;
    const vendeur = `(select id from users where email = 'vendeur@mbolo.test')`;
    params['/lotteries/@id'] = await one(`select lottery_id from draws order by id limit 1`);
    params['/products/@id'] = await one(`select id from products where status = 'active' order by id limit 1`);
    params['/customer/products/@id'] = await one(
      `select p.id from products p join lotteries l on l.product_id = p.id where l.status = 'open' order by p.id limit 1`,
    );
    params['/customer/orders/@order_number'] = await one(
      `select order_number from orders where user_id = ${client} order by id limit 1`,
    );
    params['/customer/payments/@id'] = await one(
      `select id from payments where user_id = ${client} order by id limit 1`,
    );
    params['/merchant/lotteries/@id'] = await one(
      `select l.id from lotteries l join products p on p.id = l.product_id where p.merchant_id = ${vendeur} order by l.id limit 1`,
    );
    params['/merchant/products/@id/edit'] = await one(
      `select id from products where merchant_id = ${vendeur} order by id limit 1`,
    );
    params['/admin/products/@id'] = params['/products/@id'];
    const bill = (await db.query(`select bill_id, amount from payments order by id limit 1`)).rows[0] as {
      bill_id: string;
      amount: number;
    };
    billQuery = `bill_id=${bill.bill_id}&amount=${bill.amount}`;
  } finally {
    await db.end();
  }
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Who opens a route: its area's demo account, else a visitor. */
function accountOf(route: string): string | null {
  if (/^\/(admin|2fa)/.test(route)) return 'superadmin@mbolo.test';
  if (route.startsWith('/merchant')) return 'vendeur@mbolo.test';
  if (/^\/(customer|password|notifications|dashboard|payment\/(method|phone))/.test(route)) return 'client@mbolo.test';
  return null;
}

/** The URL to open for a route: its placeholder filled from the demo data, and the query some pages need. */
function urlOf(route: string): string {
  const query: Record<string, string> = {
    '/payment/method': 'type=ticket&order_number=MB-000000-AAAAAA&amount=1000',
    '/payment/phone': 'method=airtel_money&order_number=MB-000000-AAAAAA&amount=1000',
    '/payment/confirmation': billQuery,
    '/reset-password-verify': 'identifier=client%40mbolo.test',
  };
  const path = route.includes('@') ? route.replace(/@[a-z_]+/, params[route]) : route;
  return query[route] ? `${path}?${query[route]}` : path;
}

type El = {
  tagName: string;
  className: unknown;
  children: ArrayLike<El>;
  parentElement: El | null;
  getBoundingClientRect(): { right: number; width: number };
};
/** The document's width, and the innermost elements that reach past the screen's edge (to say what to fix). */
function widthAndCulprits(limit: number): { width: number; culprits: string[] } {
  const doc = (
    globalThis as unknown as {
      document: { documentElement: El & { scrollWidth: number }; querySelectorAll(s: string): ArrayLike<El> };
    }
  ).document;
  const style = (globalThis as unknown as { getComputedStyle(e: El): { overflowX: string } }).getComputedStyle;
  // what a scrolling or clipping box holds does not widen the page
  const clipped = (e: El) => {
    for (let a = e.parentElement; a; a = a.parentElement)
      if (style(a).overflowX !== 'visible') return a.tagName !== 'HTML' && a.tagName !== 'BODY';
    return false;
  };
  const past = (e: El) =>
    e.getBoundingClientRect().right > limit + 0.5 && e.getBoundingClientRect().width > 0 && !clipped(e);
  const culprits = Array.from(doc.querySelectorAll('body *'))
    .filter((e) => past(e) && !Array.from(e.children).some(past))
    .slice(0, 3)
    .map((e) => `${e.tagName.toLowerCase()}.${String(e.className).split(' ').slice(0, 6).join('.')}`);
  return { width: doc.documentElement.scrollWidth, culprits };
}

describe(`every page at ${WIDTH} px (built app, Chromium)`, () => {
  it('finds the page routes and a value for every route parameter', () => {
    const routes = pageRoutes();
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.filter((r) => r.includes('@') && !params[r])).toEqual([]);
  });

  it('has no sideways scroll on any page', async () => {
    const offenders: string[] = [];
    const byAccount = new Map<string | null, string[]>();
    for (const route of pageRoutes())
      byAccount.set(accountOf(route), [...(byAccount.get(accountOf(route)) ?? []), route]);
    for (const [account, routes] of byAccount) {
      const { page } = await openMobilePage(browser, { width: WIDTH, height: 800 });
      if (account) await signIn(page, server.url, account, PASSWORD);
      for (const route of routes) {
        await openHydrated(page, server.url + urlOf(route));
        // charts and lazy parts settle after hydration
        await page.waitForTimeout(300);
        const { width, culprits } = await page.evaluate(widthAndCulprits, WIDTH);
        if (width > WIDTH)
          offenders.push(
            `${urlOf(route)} (${account ?? 'visitor'}): ${width} px, past the edge: ${culprits.join(' | ')}`,
          );
      }
      await page.context().close();
    }
    expect(offenders).toEqual([]);
  }, 600_000);
});
