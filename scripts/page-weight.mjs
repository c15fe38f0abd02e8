// npm run weight — JavaScript each public page makes a 3G phone download: the gzip size of every
// <script src> and <link rel=modulepreload> its server-rendered HTML references, or its after-load loader lists. Runs the built app as
// production does (embedded database, demo catalogue), prints a table and ends with one JSON line.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureBuild, newSecret, openDatabase, printResult, startApp } from '../bench/lib/harness.mjs';

ensureBuild(['build/src/main.js', 'dist/server', 'dist/client']);

// issue 16: what each page may weigh (KB gzip); forms that sign in or pay get more room
const BUDGET_KB = { home: 100, catalogue: 100, product: 100, results: 100, verify: 100, login: 150, payment: 150 };
const DEMO = { email: 'client@mbolo.test', password: 'Mbolo2026!' };

const database = process.env.DATABASE_URL ? await openDatabase() : { url: '', kind: 'embedded', stop: async () => {} };
const app = startApp({
  secret: newSecret(),
  databaseUrl: database.url,
  name: 'weight',
  env: { SEED_DEMO: '1', SSR_MODE: 'prod' },
});

const gzCache = new Map();
function gzipKb(src) {
  if (!gzCache.has(src)) {
    const file = join('dist/client', new URL(src, 'http://x').pathname);
    gzCache.set(src, existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length / 1024 : null);
  }
  return gzCache.get(src);
}

function scriptsOf(html) {
  const urls = new Set();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    if (/\brel="modulepreload"/.test(m[0])) urls.add(/\bhref="([^"]+)"/.exec(m[0])?.[1]);
  }
  // a visitor's public page hands its bundle to a loader that asks for it after the page (src/ssr/scripts-after-load.ts)
  const later = /<script id="mbolo-scripts" type="application\/json">(.*?)<\/script>/.exec(html);
  if (later) {
    const { entry, preload } = JSON.parse(later[1]);
    for (const src of [entry, ...preload]) urls.add(src);
  }
  urls.delete(undefined);
  return [...urls].filter((u) => !/^https?:/.test(u));
}

async function get(path, cookie) {
  const res = await fetch(app.base + path, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
  return res.text();
}

const rows = [];
try {
  await app.waitHealthy();
  const productPath = /href="(\/products\/[^"?#/]+)"/.exec(await get('/products'))?.[1];
  if (!productPath) throw new Error('no product linked from /products');
  const login = await fetch(`${app.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify(DEMO),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  const pages = [
    ['home', '/'],
    ['catalogue', '/products'],
    ['product', productPath],
    ['results', '/results'],
    ['verify', '/verify'],
    ['login', '/login'],
    // the payment pages are signed-in only and need something to pay; an order number is enough to render
    ['payment', '/payment/method?order_number=WEIGHT-0001', cookie],
  ];
  for (const [name, path, withCookie] of pages) {
    const files = scriptsOf(await get(path, withCookie)).map((src) => ({ src, kb: gzipKb(src) }));
    const kb = files.reduce((s, f) => s + (f.kb ?? 0), 0);
    rows.push({ name, path, kb: Number(kb.toFixed(1)), budget_kb: BUDGET_KB[name], files });
  }
} finally {
  await app.stop();
  await database.stop();
}

for (const r of rows) {
  console.log(
    `${r.name.padEnd(10)} ${r.path.padEnd(44)} ${r.kb.toFixed(1).padStart(7)} KB  (budget ${r.budget_kb} KB${r.kb > r.budget_kb ? ', OVER' : ''})`,
  );
  for (const f of [...r.files].sort((a, b) => (b.kb ?? 0) - (a.kb ?? 0))) {
    console.log(`    ${(f.kb === null ? 'missing' : f.kb.toFixed(1)).padStart(7)}  ${f.src}`);
  }
}
const over = rows.filter((r) => r.kb > r.budget_kb).map((r) => r.name);
if (over.length) process.exitCode = 1;
printResult({ weight: 'js-gzip-kb', pages: Object.fromEntries(rows.map((r) => [r.name, r.kb])), over_budget: over });
