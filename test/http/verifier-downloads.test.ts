import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { DrawService } from '../../src/modules/lotteries/draw.service.js';
import { Lottery } from '../../src/modules/lotteries/lottery.entity.js';
import { LotteriesService } from '../../src/modules/lotteries/lotteries.service.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createOpenLottery } from '../factories/lotteries.js';
import { sellTickets } from '../factories/catalogue.js';
import { createUser } from '../factories/users.js';

const run = promisify(execFile);

let t: TestApp;
let dir: string;
let proof: { data: Record<string, unknown> };
beforeAll(async () => {
  t = await startTestApp();
  dir = mkdtempSync(join(tmpdir(), 'mbolo-verifier-'));
  const em = t.em();
  const lottery = await createOpenLottery(em, t.app.get(LotteriesService), { total: 10 });
  await sellTickets(em, lottery, await createUser(em), 3);
  await t.em().nativeUpdate(Lottery, { id: lottery.id }, { endDate: new Date(Date.now() - 1000) });
  await t.app.get(DrawService).drawNow(lottery.id, 'admin');
  proof = (await request(t.http).get(`/api/public/results/${lottery.id}/proof`).expect(200)).body;
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t?.close();
});

/** Runs the packaged command-line verifier (extracted from the served tarball) on a proof file. */
async function verifyWithPackage(proofText: string, ...args: string[]) {
  const file = join(dir, `proof-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, proofText);
  try {
    const { stdout } = await run(process.execPath, [join(dir, 'package', 'cli.js'), file, ...args]);
    return { code: 0, out: stdout };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

describe('the downloadable command-line verifier', () => {
  beforeAll(async () => {
    const res = await request(t.http)
      .get('/api/public/verifier.tgz')
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['content-disposition']).toContain('mbolo-verify-draw.tgz');
    writeFileSync(join(dir, 'verifier.tgz'), res.body as Buffer);
    await run('tar', ['-xzf', join(dir, 'verifier.tgz'), '-C', dir]);
  });

  it('is an npm package whose bin needs nothing but Node.js', () => {
    const manifest = JSON.parse(readFileSync(join(dir, 'package', 'package.json'), 'utf8'));
    expect(manifest).toMatchObject({
      name: 'mbolo-verify-draw',
      type: 'module',
      bin: { 'mbolo-verify-draw': 'cli.js' },
    });
    expect(manifest.dependencies).toBeUndefined();
    expect(readFileSync(join(dir, 'package', 'cli.js'), 'utf8')).toMatch(/^#!\/usr\/bin\/env node/);
  });

  it('confirms a real draw in French, and in English when asked', async () => {
    const fr = await verifyWithPackage(JSON.stringify(proof));
    expect(fr.code).toBe(0);
    expect(fr.out).toContain('Le secret révélé correspond à l');
    expect(fr.out).toContain(`Vérifié : le ticket gagnant publié (${proof.data.winning_ticket})`);
    const en = await verifyWithPackage(JSON.stringify(proof.data), '--lang=en');
    expect(en.code).toBe(0);
    expect(en.out).toContain(`Verified: the published winning ticket (${proof.data.winning_ticket})`);
  });

  it('rejects a proof whose winner or seed was changed', async () => {
    const tickets = proof.data.tickets as string[];
    const other = tickets.find((n) => n !== proof.data.winning_ticket)!;
    const wrongWinner = await verifyWithPackage(JSON.stringify({ ...proof.data, winning_ticket: other }));
    expect(wrongWinner.code).toBe(1);
    expect(wrongWinner.out).toContain('Échec : le résultat publié ne correspond pas au calcul.');
    const seed = proof.data.seed as string;
    const wrongSeed = await verifyWithPackage(
      JSON.stringify({ ...proof.data, seed: `${seed.slice(0, -1)}${seed.endsWith('0') ? '1' : '0'}` }),
    );
    expect(wrongSeed.code).toBe(1);
    expect(wrongSeed.out).toContain('ne correspond PAS à l');
  });

  it('runs with npx straight from the downloaded file, offline', async () => {
    const file = join(dir, 'proof-npx.json');
    writeFileSync(file, JSON.stringify(proof));
    const { stdout } = await run('npx', ['--yes', './verifier.tgz', file], {
      cwd: dir,
      env: { ...process.env, npm_config_cache: join(dir, 'npm-cache'), npm_config_offline: 'true' },
    });
    expect(stdout).toContain(`Vérifié : le ticket gagnant publié (${proof.data.winning_ticket})`);
  });

  it('says in French when the proof cannot be read', async () => {
    const bad = await verifyWithPackage('{ pas du json');
    expect(bad.code).toBe(2);
    expect(bad.out).toContain('Impossible de lire la preuve');
  });
});

describe('the offline HTML verifier', () => {
  it('is one self-contained page locked to its own script, in the visitor’s language', async () => {
    const res = await request(t.http).get('/api/public/verifier.html?download=1').expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('verificateur-mbolo.html');
    const html = res.text;
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Vérificateur de tirage Mbolo');
    // nothing loaded from elsewhere: it must work from disk, offline
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+href=|https?:\/\/(?!www\.w3)/);
    const policy = res.headers['content-security-policy'];
    expect(policy).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).toContain("default-src 'none'");
    expect(html).toContain(`content="${policy.replace(/; frame-ancestors 'none'$/, '')}"`);
    const en = await request(t.http).get('/api/public/verifier.html').set('Cookie', 'lang=en').expect(200);
    expect(en.text).toContain('<html lang="en">');
    expect(en.text).toContain('Mbolo draw verifier');
    expect(en.headers['content-disposition']).toBeUndefined();
  });
});
