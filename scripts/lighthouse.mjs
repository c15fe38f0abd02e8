import { mkdirSync, writeFileSync } from 'node:fs';
// npm run lighthouse — Lighthouse's mobile performance score (simulated slow 4G, mid-range phone) of the
// public pages most visits land on, against the built app as production runs it (demo catalogue).
// Prints one line per page and ends with one JSON line. Not part of CI: scores vary with the machine's load,
// so each page is measured LIGHTHOUSE_RUNS times (3 by default) and its median run is reported, as
// Lighthouse's own advice on variability says; a run whose trace failed is measured again.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuild, newSecret, openDatabase, printResult, startApp } from '../bench/lib/harness.mjs';

ensureBuild(['build/src/main.js', 'dist/server', 'dist/client']);

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const database = process.env.DATABASE_URL ? await openDatabase() : { url: '', kind: 'embedded', stop: async () => {} };
const app = startApp({
  secret: newSecret(),
  databaseUrl: database.url,
  name: 'lighthouse',
  env: { SEED_DEMO: '1', SSR_MODE: 'prod' },
});
const chrome = await launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

/** One Lighthouse run; a run whose trace could not be read (e.g. NO_NAVSTART) is tried again, twice at most. */
async function runOnce(url) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
    });
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.code} three times`);
  }
}

const scoreOf = (lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100);

/** The run with the median score of RUNS runs, and every run's score. */
async function medianRun(url) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await runOnce(url));
  runs.sort((a, b) => scoreOf(a) - scoreOf(b));
  return { lhr: runs[Math.floor(runs.length / 2)], scores: runs.map(scoreOf) };
}

const rows = [];
try {
  await app.waitHealthy();
  const catalogue = await (await fetch(`${app.base}/products`)).text();
  const productPath = /href="(\/products\/[^"?#/]+)"/.exec(catalogue)?.[1];
  if (!productPath) throw new Error('no product linked from /products');
  // a running server is warm: the first render of each page (its chunks loaded, its data cached) is not what a visitor meets
  for (const path of ['/', '/products', productPath]) await (await fetch(`${app.base}${path}`)).text();
  for (const [name, path] of [
    ['home', '/'],
    ['catalogue', '/products'],
    ['product', productPath],
  ]) {
    const { lhr, scores } = await medianRun(`${app.base}${path}`);
    if (process.env.LIGHTHOUSE_REPORTS) {
      mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
      writeFileSync(`${process.env.LIGHTHOUSE_REPORTS}/${name}.json`, JSON.stringify(lhr));
    }
    const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
    rows.push({
      name,
      path,
      score: scoreOf(lhr),
      runs: scores,
      fcp_ms: ms('first-contentful-paint'),
      lcp_ms: ms('largest-contentful-paint'),
      tbt_ms: ms('total-blocking-time'),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    });
  }
} finally {
  await chrome.kill();
  await app.stop();
  await database.stop();
}

for (const r of rows) {
  console.log(
    `${r.name.padEnd(10)} ${r.path.padEnd(24)} score ${String(r.score).padStart(3)}  FCP ${r.fcp_ms} ms  LCP ${r.lcp_ms} ms  TBT ${r.tbt_ms} ms  CLS ${r.cls}  (runs ${r.runs.join(', ')})`,
  );
}
printResult({
  lighthouse: 'mobile-performance',
  pages: Object.fromEntries(rows.map((r) => [r.name, r.score])),
  details: rows,
});
