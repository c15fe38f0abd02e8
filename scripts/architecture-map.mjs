// Draws the module map (the layers of .dependency-cruiser.cjs and the dependencies the code really has)
// as a Mermaid diagram into README.md between its module-map markers (arrows implied by others left out).
// `node scripts/architecture-map.mjs --check` fails when the README's map is not the code's.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cruise } from 'dependency-cruiser';

const require = createRequire(import.meta.url);
const config = require('../.dependency-cruiser.cjs');
const START = '<!-- module-map:start (npm run arch:map) -->';
const END = '<!-- module-map:end -->';

const moduleOf = (path) => /^src\/modules\/([^/]+)\//.exec(path)?.[1];
const isEntity = (path) => path.endsWith('.entity.ts');

const result = await cruise(['src/modules'], { ...config.options, validate: false });
const edges = new Set();
for (const file of result.output.modules) {
  const from = moduleOf(file.source);
  if (!from) continue;
  for (const dependency of file.dependencies) {
    const to = moduleOf(dependency.resolved);
    if (!to || to === from || dependency.dependencyTypes.includes('type-only')) continue;
    if (isEntity(file.source) && isEntity(dependency.resolved)) continue;
    edges.add(`${from}>${to}`);
  }
}

/** Leaves out an arrow a → c when a path a → b → … → c already shows it (the map stays readable). */
function withoutImplied(all) {
  const next = new Map();
  for (const edge of all) {
    const [from, to] = edge.split('>');
    next.set(from, [...(next.get(from) ?? []), to]);
  }
  const reaches = (from, target, seen = new Set()) =>
    (next.get(from) ?? []).some((to) => {
      if (to === target) return true;
      if (seen.has(to)) return false;
      seen.add(to);
      return reaches(to, target, seen);
    });
  return [...all].filter((edge) => {
    const [from, to] = edge.split('>');
    return !(next.get(from) ?? []).some((middle) => middle !== to && reaches(middle, to));
  });
}

const id = (name) => name.replace(/-/g, '_');
const lines = ['```mermaid', 'flowchart BT'];
config.LAYERS.forEach((layer, index) => {
  lines.push(`  subgraph L${index}[" "]`, '    direction LR');
  for (const name of layer) lines.push(`    ${id(name)}[${name}]`);
  lines.push('  end');
});
for (const edge of withoutImplied(edges).sort()) {
  const [from, to] = edge.split('>');
  lines.push(`  ${id(from)} --> ${id(to)}`);
}
lines.push('```');
const map = `${START}\n${lines.join('\n')}\n${END}`;

const readme = readFileSync('README.md', 'utf8');
const at = readme.indexOf(START);
const end = readme.indexOf(END);
if (at < 0 || end < 0) throw new Error('README.md has no module-map markers');
const next = readme.slice(0, at) + map + readme.slice(end + END.length);
if (process.argv.includes('--check')) {
  if (next !== readme) {
    console.error('README.md’s module map is out of date: run `npm run arch:map`.');
    process.exit(1);
  }
  console.log(`module map up to date (${edges.size} dependencies between modules)`);
} else {
  writeFileSync('README.md', next);
  console.log(`module map written (${edges.size} dependencies between modules)`);
}
