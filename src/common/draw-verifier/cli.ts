#!/usr/bin/env node
/**
 * The command-line verifier shipped in /api/public/verifier.tgz (`npx --yes <site>/api/public/verifier.tgz
 * preuve.json`): recomputes a published draw on the user's machine with nothing but Node.js and the
 * same published algorithm as the browser check. Exit code 0: the published winner is the computed
 * one; 1: it is not; 2: the proof could not be read.
 */
import { readFile } from 'node:fs/promises';
import { publishedDrawOf, verifyDraw } from './verify-draw.js';

type Messages = Record<string, string>;

async function messagesFor(lang: string): Promise<Messages> {
  const all = JSON.parse(await readFile(new URL('./messages.json', import.meta.url), 'utf8')) as Record<
    string,
    Messages
  >;
  return all[lang] ?? all.fr!;
}

const fill = (text: string, values: Record<string, string | number> = {}) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));

async function readProof(source: string): Promise<string> {
  if (source === '-') {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }
  if (/^https?:\/\//.test(source)) {
    const res = await fetch(source);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return res.text();
  }
  return readFile(source, 'utf8');
}

async function main(args: string[]): Promise<number> {
  const langArg = args.find((a) => a.startsWith('--lang='))?.slice(7);
  const lang = langArg ?? (/^en/i.test(process.env.LANG ?? '') ? 'en' : 'fr');
  const m = await messagesFor(lang);
  const source = args.find((a) => !a.startsWith('--'));
  if (!source) {
    console.error(m.cli_usage);
    return 2;
  }
  let proof: unknown;
  try {
    proof = JSON.parse(await readProof(source));
  } catch (err) {
    console.error(fill(m.cli_read_failed!, { reason: err instanceof Error ? err.message : String(err) }));
    return 2;
  }
  const draw = publishedDrawOf(proof);
  const check = await verifyDraw(draw);
  console.log(fill(m.lottery!, { number: draw.lottery_number, count: draw.tickets.length }));
  console.log(check.commitmentMatches ? m.commitment_ok : m.commitment_bad);
  console.log(check.poolHashMatches ? m.pool_ok : m.pool_bad);
  if (check.winner !== null) console.log(fill(m.winner!, { winner: check.winner, counter: check.counter ?? '' }));
  console.log(check.matches ? fill(m.match!, { winner: draw.winning_ticket }) : m.mismatch);
  return check.matches ? 0 : 1;
}

process.exitCode = await main(process.argv.slice(2));
