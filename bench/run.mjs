// npm run bench:ssr | bench:api — load one URL of the built app (embedded database), then a raw
// node:http server returning the same bytes, and print one comparison line.
import { fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const TARGETS = { ssr: '/', api: '/api/categories' };
const which = process.argv[2];
const path = TARGETS[which];
if (!path) {
  console.error(`usage: node bench/run.mjs ${Object.keys(TARGETS).join('|')}`);
  process.exit(2);
}
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

if (!existsSync('build/src/main.js') || !existsSync('dist/server')) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'mbolo-bench-'));
const port = 3900 + Math.floor(Math.random() * 90);
const app = spawn(process.execPath, ['build/src/main.js'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    // a throw-away process: its own secret, the simulator and the demo data (the pages show products)
    APP_SECRET: randomBytes(32).toString('hex'),
    ALLOW_SIMULATOR: '1',
    ALLOW_DEMO_ACCOUNTS: '1',
    SEED_DEMO: '1',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const cleanup = () => {
  app.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};

async function waitHealthy(base) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('app did not start');
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, duration, connections, headers: { 'accept-encoding': 'identity' } }, (err, r) => (err ? reject(err) : resolve(r)));
  });
}

const fmt = (r) => `${Math.round(r.requests.average)} req/s p50 ${r.latency.p50} ms p99 ${r.latency.p99} ms`;

try {
  const base = `http://127.0.0.1:${port}`;
  await waitHealthy(base);
  const sample = await fetch(base + path, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await sample.arrayBuffer());
  for (let i = 0; i < 50; i++) await (await fetch(base + path)).arrayBuffer(); // warm-up
  const appResult = await load(base + path);

  const raw = fork('bench/raw-server.mjs', {
    env: { ...process.env, RAW_RESPONSE: JSON.stringify({ body: body.toString('base64'), contentType: sample.headers.get('content-type') }) },
    stdio: 'ignore',
  });
  const rawPort = await new Promise((resolve) => raw.once('message', (m) => resolve(m.port)));
  const rawResult = await load(`http://127.0.0.1:${rawPort}/`);
  raw.kill();

  const ratio = appResult.requests.average / rawResult.requests.average;
  console.log(
    `bench:${which} GET ${path} (${body.length} B, ${connections} conn, ${duration}s): app ${fmt(appResult)} | raw node:http ${fmt(rawResult)} | app/raw ${ratio.toFixed(3)}`,
  );
} finally {
  cleanup();
}
