// npm run bench:ssr | bench:api — load one URL of the built app (anonymous), then a bare node:http server
// returning the same bytes in the same run (the ceiling), and end with one JSON line holding both and their
// ratio. The database is a throw-away one on DATABASE_URL's server, else the app's own embedded one; the
// app migrates it and seeds the demo catalogue on boot (SEED_DEMO=1), as a demo host does.
import { fork } from 'node:child_process';
import autocannon from 'autocannon';
import { ensureBuild, newSecret, openDatabase, printResult, startApp } from './lib/harness.mjs';

const TARGETS = { ssr: '/', api: '/api/products?per_page=20' };
const which = process.argv[2];
const path = TARGETS[which];
if (!path) {
  console.error(`usage: node bench/run.mjs ${Object.keys(TARGETS).join('|')}`);
  process.exit(2);
}
const duration = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);

ensureBuild(['build/src/main.js', 'dist/server']);

// with DATABASE_URL a database of our own on that server; without, the app keeps its embedded one in its DATA_DIR
const database = process.env.DATABASE_URL ? await openDatabase() : { url: '', kind: 'embedded', stop: async () => {} };
const app = startApp({
  secret: newSecret(),
  databaseUrl: database.url,
  name: `bench-${which}`,
  // the pages are rendered as in production, and show the demo catalogue
  env: { SEED_DEMO: '1', SSR_MODE: 'prod' },
});

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, duration, connections, headers: { 'accept-encoding': 'identity' } }, (err, r) =>
      err ? reject(err) : resolve(r),
    );
  });
}

const fmt = (r) => `${Math.round(r.requests.average)} req/s p50 ${r.latency.p50} ms p99 ${r.latency.p99} ms`;

let raw;
try {
  await app.waitHealthy();
  const sample = await fetch(app.base + path, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await sample.arrayBuffer());
  if (sample.status !== 200) throw new Error(`GET ${path} answered ${sample.status}`);
  for (let i = 0; i < 50; i++) await (await fetch(app.base + path)).arrayBuffer(); // warm-up
  const appResult = await load(app.base + path);

  raw = fork('bench/raw-server.mjs', {
    env: {
      ...process.env,
      RAW_RESPONSE: JSON.stringify({ body: body.toString('base64'), contentType: sample.headers.get('content-type') }),
    },
    stdio: 'ignore',
  });
  const rawPort = await new Promise((resolve) => raw.once('message', (m) => resolve(m.port)));
  const rawResult = await load(`http://127.0.0.1:${rawPort}/`);

  const ratio = appResult.requests.average / rawResult.requests.average;
  const errors = appResult.errors + appResult.timeouts + appResult.non2xx;
  console.log(
    `bench:${which} GET ${path} (${body.length} B, ${connections} conn, ${duration} s, ${database.kind}): app ${fmt(appResult)} | raw node:http ${fmt(rawResult)} | app/raw ${ratio.toFixed(3)}`,
  );
  if (errors) process.exitCode = 1;
  printResult({
    bench: which,
    path,
    database: database.kind,
    connections,
    seconds: duration,
    bytes: body.length,
    req_per_s: Math.round(appResult.requests.average),
    p50_ms: appResult.latency.p50,
    p99_ms: appResult.latency.p99,
    errors,
    baseline: 'node:http, same bytes',
    baseline_req_per_s: Math.round(rawResult.requests.average),
    baseline_p50_ms: rawResult.latency.p50,
    baseline_p99_ms: rawResult.latency.p99,
    ratio: Number(ratio.toFixed(3)),
  });
} finally {
  raw?.kill();
  await app.stop();
  await database.stop();
}
