import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { launchBrowser, openMobilePage } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

let server: ServerProcess;
let browser: Browser;
let dir: string;
let proof: Record<string, unknown>;
let file: string;
beforeAll(async () => {
  server = await startServerProcess();
  browser = await launchBrowser();
  dir = mkdtempSync(join(tmpdir(), 'mbolo-offline-verifier-'));
  // a drawn raffle of the demo data, found through the public register, and its published proof
  const register = (await (await fetch(`${server.url}/api/public/draws?status=drawn&per_page=1`)).json()) as {
    data: { draws: { lottery_id: number }[] };
  };
  const id = register.data.draws[0].lottery_id;
  proof = (
    (await (await fetch(`${server.url}/api/public/results/${id}/proof`)).json()) as { data: Record<string, unknown> }
  ).data;
  // the file as a visitor downloads it, opened later from disk
  const html = await (await fetch(`${server.url}/api/public/verifier.html?download=1`)).text();
  file = join(dir, 'verificateur-mbolo.html');
  writeFileSync(file, html);
}, 120_000);
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await browser?.close();
  await server?.stop();
});

async function checkFromDisk(text: string) {
  const { page, problems } = await openMobilePage(browser);
  // offline, and away from the site: the file must need nothing but itself
  await page.context().setOffline(true);
  const requests: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('file:')) requests.push(r.url());
  });
  await page.goto(`file://${file}`);
  await page.getByLabel('Preuve du tirage (JSON)').fill(text);
  await page.getByRole('button', { name: 'Vérifier' }).click();
  const result = page.locator('#result');
  await page.waitForSelector('#result[data-verdict], #result p');
  const verdict = await result.getAttribute('data-verdict');
  const shown = (await result.textContent()) ?? '';
  await page.context().close();
  return { verdict, shown, problems, requests };
}

describe('the offline HTML verifier, opened from disk in Chromium', () => {
  it('recomputes a published draw and confirms its winner', async () => {
    const { verdict, shown, problems, requests } = await checkFromDisk(JSON.stringify(proof));
    expect(shown).toContain('Le secret révélé correspond à l');
    expect(shown).toContain(`Gagnant recalculé : ${proof.winning_ticket}`);
    expect(verdict).toBe('match');
    // its own Content-Security-Policy let its script run, and it asked the network for nothing
    expect(problems).toEqual([]);
    expect(requests).toEqual([]);
  });

  it('refuses a proof whose winning ticket was changed', async () => {
    const other = (proof.tickets as string[]).find((n) => n !== proof.winning_ticket)!;
    const { verdict, shown } = await checkFromDisk(JSON.stringify({ ...proof, winning_ticket: other }));
    expect(verdict).toBe('mismatch');
    expect(shown).toContain('Échec : le résultat publié ne correspond pas au calcul.');
  });

  it('says in French when the pasted text is not a proof', async () => {
    const { shown } = await checkFromDisk('pas une preuve');
    expect(shown).toContain('JSON invalide');
  });
});

describe('the command-line verifier, as the register page tells visitors to run it', () => {
  it('runs with npx from the site’s address and confirms the winner', async () => {
    const proofFile = join(dir, 'preuve.json');
    writeFileSync(proofFile, JSON.stringify(proof));
    const { stdout } = await promisify(execFile)('npx', ['--yes', `${server.url}/api/public/verifier.tgz`, proofFile], {
      cwd: dir,
      env: { ...process.env, npm_config_cache: join(dir, 'npm-cache') },
    });
    expect(stdout).toContain(`Vérifié : le ticket gagnant publié (${proof.winning_ticket})`);
  });
});
