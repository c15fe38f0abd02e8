// npm run bench — ssr, api, flash-sale and realtime one after another (each with its own app, database and
// baseline), then a markdown table of their results and, as the last line, one JSON array of them all.
// A benchmark that fails or prints no JSON is kept in the array as {"bench","error"} and fails the run.
import { spawn } from 'node:child_process';
import { cpus, totalmem } from 'node:os';

const RUNS = [
  { bench: 'ssr', args: ['bench/run.mjs', 'ssr'] },
  { bench: 'api', args: ['bench/run.mjs', 'api'] },
  { bench: 'flash-sale', args: ['bench/flash-sale.mjs'] },
  { bench: 'realtime', args: ['bench/realtime.mjs'] },
];

/** Runs one benchmark, its output passed through; resolves with its last stdout line parsed, or an error. */
function runOne({ bench, args }) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      process.stdout.write(chunk);
    });
    child.on('close', (code) => {
      const last = out.trimEnd().split('\n').pop() ?? '';
      let result;
      try {
        result = JSON.parse(last);
      } catch {
        result = { bench, error: `no JSON result (exit ${code})` };
      }
      if (code !== 0 && !result.error) result.error = `exit ${code}`;
      resolve(result);
    });
  });
}

const n = (v) => (v == null ? '–' : typeof v === 'number' ? v.toLocaleString('en-US') : String(v));

/** One table row per result: what it measures, its latencies, its baseline and app/baseline. */
function row(r) {
  if (r.bench === 'flash-sale' && !r.error) {
    return [
      r.bench,
      `${n(r.purchases_per_s)} purchases/s (sold ${n(r.sold)}/${n(r.total)}, refused ${n(r.refused)}, errors ${n(r.errors)})`,
      r.p50_ms,
      r.p99_ms,
      `${n(r.baseline_tps)} tps hot-row UPDATE`,
      r.ratio,
    ];
  }
  if (r.bench === 'realtime' && !r.error) {
    return [
      r.bench,
      `${n(r.delivered)}/${n(r.notifications)} delivered to ${n(r.sockets)} sockets, RSS ${n(r.rss_mb)} MB`,
      r.p50_ms,
      r.p99_ms,
      `p99 ${n(r.baseline_p99_ms)} ms bare Socket.IO`,
      r.ratio == null ? null : `p99 ×${r.ratio}`,
    ];
  }
  if (r.req_per_s != null)
    return [
      `${r.bench} \`${r.path}\``,
      `${n(r.req_per_s)} req/s`,
      r.p50_ms,
      r.p99_ms,
      `${n(r.baseline_req_per_s)} req/s node:http`,
      r.ratio,
    ];
  return [r.bench, `failed: ${r.error}`, null, null, null, null];
}

const results = [];
for (const run of RUNS) {
  console.error(`\n=== bench:${run.bench} ===`);
  results.push(await runOne(run));
}

const header = ['bench', 'result', 'p50 ms', 'p99 ms', 'baseline (same run)', 'ratio'];
const lines = [header, header.map(() => '---'), ...results.map(row)].map((cells) => `| ${cells.map(n).join(' | ')} |`);
console.log(
  `\n${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}, database: ${process.env.DATABASE_URL ? 'PostgreSQL (throw-away database)' : 'embedded'}\n`,
);
console.log(lines.join('\n'));
console.log();
if (results.some((r) => r.error)) process.exitCode = 1;
console.log(JSON.stringify(results));
