import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../../mikro-orm.config.js';
import { LOCK_KEYS } from '../../src/infra/database/advisory-lock.js';
import { ExclusiveRunner } from '../../src/infra/scheduler/exclusive.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

/**
 * Issue 17: with two instances on one database, each scheduled job runs once per tick. Two ExclusiveRunners
 * on two MikroORM instances (two pools, as two processes have) race the same key with a slow job; and a scan
 * of src/ checks that every scheduled job goes through the runner with a key of its own from LOCK_KEYS.
 */
let db: TestDatabase;
const orms: MikroORM[] = [];
let a: ExclusiveRunner;
let b: ExclusiveRunner;

beforeAll(async () => {
  db = await createTestDatabase();
  for (let i = 0; i < 2; i++) orms.push(await MikroORM.init(ormConfig({ clientUrl: db.url, poolMax: 2 })));
  a = new ExclusiveRunner(orms[0]!);
  b = new ExclusiveRunner(orms[1]!);
}, 60_000);

afterAll(async () => {
  for (const orm of orms) await orm.close(true);
  await db?.drop();
});

/** A slow job: counts its runs, and holds until `release()`; `started` resolves when it has begun. */
function slowJob() {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  let begun!: () => void;
  const started = new Promise<void>((r) => (begun = r));
  const job = { runs: 0, running: 0, maxRunning: 0, release, started };
  return Object.assign(job, {
    run: async () => {
      job.runs++;
      job.running++;
      job.maxRunning = Math.max(job.maxRunning, job.running);
      begun();
      await gate;
      job.running--;
    },
  });
}

function within<T>(ms: number, p: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    p,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms).unref()),
  ]);
}

/** One tick on both instances at once; the skipping instance answers while the slow job still holds the lock. */
async function tickOnBoth(key: number) {
  const job = slowJob();
  const runs = [a.run(key, 'test', job.run), b.run(key, 'test', job.run)];
  await within(5000, job.started, 'the job did not start');
  // the first answer comes while the job is held at its gate: it is the instance that skipped
  const first = await within(5000, Promise.race(runs), 'no instance skipped');
  job.release();
  const results = await within(5000, Promise.all(runs), 'the job did not end');
  return { first, results, runs: job.runs, maxRunning: job.maxRunning };
}

const onServer = Boolean(process.env.TEST_DATABASE_URL);

if (onServer) {
  describe('ExclusiveRunner on two instances', () => {
    it('runs a job on exactly one instance per tick, and again at the next tick once it ended', async () => {
      for (let tick = 0; tick < 3; tick++) {
        const outcome = await tickOnBoth(LOCK_KEYS.drawWaiting);
        // one instance ran the job (true), the other skipped the tick (false), and the job ran once
        expect({ tick, ...outcome, results: [...outcome.results].sort() }).toEqual({
          tick,
          first: false,
          results: [false, true],
          runs: 1,
          maxRunning: 1,
        });
      }
    });

    it('runs jobs of different keys in parallel', async () => {
      const draw = slowJob();
      const reconcile = slowJob();
      const runs = [
        a.run(LOCK_KEYS.drawWaiting, 'draw', draw.run),
        b.run(LOCK_KEYS.reconcilePayments, 'reconcile', reconcile.run),
      ];
      // both are running at the same time: neither waits for the other's lock
      await within(5000, Promise.all([draw.started, reconcile.started]), 'both jobs did not start together');
      expect([draw.running, reconcile.running]).toEqual([1, 1]);
      draw.release();
      reconcile.release();
      expect(await Promise.all(runs)).toEqual([true, true]);
    });

    it('releases the lock when the job fails, so that the next tick runs', async () => {
      const failed = await a.run(LOCK_KEYS.refunds, 'failing', async () => {
        throw new Error('job failed');
      });
      expect(failed).toBe(false);
      let ran = 0;
      expect(await b.run(LOCK_KEYS.refunds, 'next', async () => void ran++)).toBe(true);
      expect(ran).toBe(1);
    });
  });
} else {
  describe('ExclusiveRunner on the embedded server', () => {
    // PGlite is one session behind every connection: an advisory lock cannot keep two connections apart, so
    // this file proves the two-instance case only on a PostgreSQL server (TEST_DATABASE_URL). One instance per
    // embedded database is all the app supports (its data directory is the process's own).
    it('shares one backend between connections (why the two-instance case needs TEST_DATABASE_URL)', async () => {
      const pids: number[] = [];
      for (let i = 0; i < 2; i++) {
        const c = new pg.Client({ connectionString: db.url });
        await c.connect();
        pids.push((await c.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid);
        await c.end();
      }
      expect(pids[0]).toBe(pids[1]);
    });
  });
}

/** src/'s TypeScript files but the unit tests, with their text. */
function sources(dir = 'src'): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.spec.ts')
      ? [{ file: path, text: readFileSync(path, 'utf8') }]
      : [];
  });
}

/** A class member's first line, as this code base indents them (two spaces): its name. */
const MEMBER = /^ {2}(?:(?:public|private|protected|static|async)\s+)*(\w+)\s*\(/;

/** The body (between its braces) of the class member that follows `at` (a decorator) or, `enclosing`, holds it. */
function memberBody(text: string, at: number, enclosing: boolean): string {
  let open = -1;
  if (enclosing) {
    // back to the first unmatched `{` whose line starts a member
    let depth = 0;
    for (let i = at; i >= 0 && open < 0; i--) {
      if (text[i] === '}') depth++;
      else if (text[i] === '{' && depth > 0) depth--;
      else if (text[i] === '{' && MEMBER.test(text.slice(text.lastIndexOf('\n', i) + 1, i + 1))) open = i;
    }
  } else {
    open = text.indexOf('{', text.indexOf(')', text.indexOf('(', at) + 1));
  }
  let depth = 0;
  for (let i = Math.max(open, 0); open >= 0 && i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return text.slice(open, i + 1);
  }
  return '';
}

/** The runner call a job body makes, directly or through one `this.method()` of its class: the LOCK_KEYS name. */
function runnerKey(text: string, body: string): string | undefined {
  const direct = /this\.runner\.run\(\s*LOCK_KEYS\.(\w+)|lockKey:\s*LOCK_KEYS\.(\w+)/.exec(body);
  if (direct) return direct[1] ?? direct[2];
  for (const [, method] of body.matchAll(/this\.(\w+)\(/g)) {
    const def = new RegExp(`\\n\\s*(?:async\\s+)?${method}\\(`).exec(text);
    if (!def) continue;
    const key = /this\.runner\.run\(\s*LOCK_KEYS\.(\w+)/.exec(memberBody(text, def.index, false))?.[1];
    if (key) return key;
  }
  return undefined;
}

/** The shared timer of repeating jobs: it runs each job through the runner with the job's own key. */
const INTERVAL_JOBS = join('src', 'infra', 'scheduler', 'interval-job.ts');

describe('every scheduled job in src/', () => {
  const all = sources();
  const files = all.filter(({ file }) => file !== INTERVAL_JOBS);
  // a decorated method is the job; a registered timer's job is set up in the method that registers it
  const jobs = files.flatMap(({ file, text }) => [
    ...[...text.matchAll(/@(Interval|Cron|Timeout)\(/g)].map((m) => ({
      site: `${file} @${m[1]}`,
      body: memberBody(text, m.index, false),
      text,
    })),
    ...[...text.matchAll(/\.add(Interval|CronJob|Timeout)\(/g)].map((m) => ({
      site: `${file} add${m[1]}`,
      body: memberBody(text, m.index, true),
      text,
    })),
    // a job handed to IntervalJobs: its lockKey is the runner's key
    ...[...text.matchAll(/\.jobs\.start\(\{/g)].map((m) => ({
      site: `${file} jobs.start`,
      body: text.slice(m.index, text.indexOf('})', m.index) + 2),
      text,
    })),
  ]);

  it('are timed by IntervalJobs only through the runner, with the job’s own key', () => {
    const shared = all.find(({ file }) => file === INTERVAL_JOBS)!.text;
    expect(shared).toMatch(/runner\.run\(job\.lockKey,/);
    expect([...shared.matchAll(/setInterval\(/g)]).toHaveLength(1);
  });

  it('runs through ExclusiveRunner.run with a LOCK_KEYS key of its own', () => {
    const found = jobs.map(({ site, body, text }) => ({ site, key: runnerKey(text, body) }));
    // the scan does see the app's jobs (draws, expiry, reminders, refunds, reconciliation, outbox purge)
    expect(found.length).toBeGreaterThanOrEqual(6);
    expect(found.filter((j) => !j.key || !(j.key in LOCK_KEYS))).toEqual([]);
    const keys = found.map((j) => j.key);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('has distinct LOCK_KEYS values, and no advisory lock key defined outside advisory-lock.ts', () => {
    const values = Object.values(LOCK_KEYS);
    expect(values.filter((v, i) => values.indexOf(v) !== i)).toEqual([]);
    // the 724_xxx range is LOCK_KEYS'; the reservation quota's is the class of a two-key lock (another key space)
    const strays = files
      .filter(({ file }) => !file.endsWith(join('database', 'advisory-lock.ts')))
      .flatMap(({ file, text }) => [...text.matchAll(/^.*\b724_?\d{3}\b.*$/gm)].map((m) => `${file}: ${m[0].trim()}`))
      .filter((line) => !/RESERVATION_LOCK_CLASS = 724_040;/.test(line));
    expect(strays).toEqual([]);
  });
});
