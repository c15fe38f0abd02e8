import { spawn } from 'node:child_process';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

/**
 * The flash-sale bench with --pay, small: every buyer races for the raffle, every reservation is paid
 * through the simulator, and the ledger the sale leaves is checked by the bench itself (its JSON line).
 */
let server: TestDatabase | undefined;
afterAll(async () => {
  await server?.drop();
});

function runBench(env: NodeJS.ProcessEnv): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bench/flash-sale.mjs', '--pay'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

it('sells exactly the raffle, pays each sale once and leaves a balanced ledger that matches the payments', async () => {
  // the bench makes its own database on this server (and drops it); without one configured, an embedded server
  let url = process.env.TEST_DATABASE_URL;
  if (!url) {
    server = await createTestDatabase();
    url = server.url;
  }
  const { code, out } = await runBench({
    DATABASE_URL: url,
    BENCH_USERS: '60',
    BENCH_TICKETS: '40',
    BENCH_CONCURRENCY: '20',
    BENCH_WARMUP: '20',
    BENCH_BASELINE_CLIENTS: '2',
    BENCH_BASELINE_SECONDS: '1',
  });
  const last = out.trim().split('\n').at(-1) ?? '';
  const result = JSON.parse(last);
  expect({ code, sold: result.sold, refused: result.refused, errors: result.errors }).toEqual({
    code: 0,
    sold: 40,
    refused: 20,
    errors: 0,
  });
  expect(result.pay).toMatchObject({ paid: 40, paid_tickets: 40, draws: 1, consistent: true });
  expect(result.pay.ledger).toEqual({
    balanced: true,
    sum: 0,
    unbalanced: 0,
    accounts_match: true,
    journals: 40,
    received: 40_000,
  });
}, 240_000);
