import { spawn } from 'node:child_process';

/**
 * The CI-sized chaos run: `scripts/chaos.mjs` with three SIGKILLs of the built app under purchases and
 * payments, on TEST_DATABASE_URL's server when given (a throw-away database there, dropped by the script).
 */
function runChaos(): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, CHAOS_KILLS: '3' };
  delete env.NODE_OPTIONS;
  if (process.env.TEST_DATABASE_URL) env.DATABASE_URL = process.env.TEST_DATABASE_URL;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['scripts/chaos.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

describe('npm run chaos', () => {
  it('keeps every invariant through three kill -9 of the app under load', async () => {
    const { code, stdout, stderr } = await runChaos();
    const last = stdout.trim().split('\n').at(-1) ?? '';
    let result: {
      chaos: string;
      kills: number;
      purchases: number;
      invariants: Record<string, boolean>;
      failures: number;
    };
    try {
      result = JSON.parse(last);
    } catch {
      throw new Error(`no JSON result line (exit ${code}):\n${stdout.slice(-3000)}\n${stderr.slice(-3000)}`);
    }
    const failed = Object.entries(result.invariants)
      .filter(([, ok]) => !ok)
      .map(([name]) => name);
    expect({ failed, stdout: failed.length ? stdout.slice(-3000) : '' }).toEqual({ failed: [], stdout: '' });
    expect(result).toMatchObject({ chaos: 'kill-9', kills: 3, failures: 0 });
    expect(result.purchases).toBeGreaterThan(0);
    expect(Object.keys(result.invariants).length).toBeGreaterThanOrEqual(10);
    expect(code).toBe(0);
  }, 300_000);
});
