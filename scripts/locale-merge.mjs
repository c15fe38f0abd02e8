// Deep-merges a JSON fragment into locales/<lang>.json: node scripts/locale-merge.mjs fr fragment.json
import { readFileSync, renameSync, writeFileSync } from 'node:fs';

const [lang, fragmentPath] = process.argv.slice(2);
if (!['fr', 'en'].includes(lang) || !fragmentPath) {
  console.error('usage: node scripts/locale-merge.mjs fr|en fragment.json');
  process.exit(2);
}
const merge = (a, b) => {
  for (const [k, v] of Object.entries(b)) {
    a[k] = v && typeof v === 'object' && !Array.isArray(v) && a[k] && typeof a[k] === 'object' ? merge(a[k], v) : v;
  }
  return a;
};
const file = `locales/${lang}.json`;
const data = merge(JSON.parse(readFileSync(file, 'utf8')), JSON.parse(readFileSync(fragmentPath, 'utf8')));
writeFileSync(`${file}.tmp`, `${JSON.stringify(data, null, 2)}\n`);
renameSync(`${file}.tmp`, file);
