// tsconfig.web.json also checks this file but does not load the Jest globals.
/// <reference types="jest" />
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { SLICE_GROUPS, sliceOf, slicesFor, type Slice } from './i18n-slices.js';

const fr = JSON.parse(readFileSync('locales/fr.json', 'utf8')) as Record<string, unknown>;
const en = JSON.parse(readFileSync('locales/en.json', 'utf8')) as Record<string, unknown>;
const groups = Object.keys(fr);
const ALL: Slice[] = [...(Object.keys(SLICE_GROUPS) as Slice[]), 'rest'];

/** The page files a page's entry loads at once (static imports of pages/ and renderer/ files, followed). */
function staticClosure(dir: string): string[] {
  const seen = new Set<string>();
  const stack = readdirSync(dir)
    .filter((f) => f.startsWith('+') && /\.tsx?$/.test(f) && !f.startsWith('+data') && !f.startsWith('+guard'))
    .map((f) => resolve(dir, f));
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(/^import\s+(?!type\b)[^'"]*?['"](\.{1,2}\/[^'"]+)\.js['"]/gm)) {
      const base = resolve(dirname(file), m[1]);
      const found = [`${base}.ts`, `${base}.tsx`].find((f) => existsSync(f));
      if (found && /\/(pages|renderer)\//.test(found)) stack.push(found);
    }
  }
  return [...seen];
}

/** Groups of locales/fr.json a file names in a string literal ('catalogue.title', `toast.${type}`). */
function groupsNamed(file: string): string[] {
  const src = readFileSync(file, 'utf8');
  return groups.filter((g) => new RegExp(`['"\`]${g}\\.[a-z_$]`).test(src));
}

function pageDirs(root: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const dir = join(root, entry.name);
    if (readdirSync(dir).includes('+Page.tsx')) out.push(dir);
    out.push(...pageDirs(dir));
  }
  return out;
}

describe('translation slices', () => {
  it('cut each locale into parts that hold every group once', () => {
    for (const messages of [fr, en]) {
      const parts = ALL.map((s) => Object.keys(sliceOf(messages, s)));
      expect(parts.flat().sort()).toEqual(Object.keys(messages).sort());
    }
  });

  it('name only groups the locale has', () => {
    for (const g of Object.values(SLICE_GROUPS).flat()) expect(groups).toContain(g);
  });

  it('give public pages the public text only, and every other page all of it', () => {
    expect(slicesFor('/pages/(public)/index')).toEqual(['public']);
    expect(slicesFor('/pages/(public)/login')).toEqual(['public', 'sign_in']);
    expect(slicesFor('/pages/admin/dashboard').sort()).toEqual([...ALL].sort());
    expect(slicesFor(undefined).sort()).toEqual([...ALL].sort());
  });

  it('hold the text every public page names, so none shows a raw key after a client-side navigation', () => {
    const missing: string[] = [];
    for (const dir of pageDirs('pages/(public)')) {
      const pageId = `/${dir}`;
      const held = new Set<string>(slicesFor(pageId).flatMap((s) => Object.keys(sliceOf(fr, s))));
      for (const file of staticClosure(dir)) {
        for (const g of groupsNamed(file))
          if (!held.has(g)) missing.push(`${pageId}: ${g} (${file.replace(`${process.cwd()}/`, '')})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
