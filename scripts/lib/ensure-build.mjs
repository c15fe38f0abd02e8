// Rebuilds what is stale before something runs the built app (npm start, the benchmarks, chaos, weight).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// What each build reads: an input newer than the build's output means the output is stale. The client build
// reads src/ too (the pages import its contracts and formatters).
const BUILDS = {
  build: {
    script: 'build:server',
    inputs: ['src', 'migrations', 'mikro-orm.config.ts', 'tsconfig.json', 'tsconfig.build.json', 'package-lock.json'],
  },
  dist: {
    script: 'build:client',
    inputs: [
      'pages',
      'renderer',
      'locales',
      'public',
      'src',
      'vite.config.ts',
      'tsconfig.json',
      'tsconfig.web.json',
      'package-lock.json',
    ],
  },
};
// written after each build this harness runs: tsc's incremental build emits nothing for a touched but unchanged
// file, so without it such a file would look newer than the output on every run
const STAMP = '.built-at';

/** The newest modification time under `path` (a file or a directory, walked), with the file holding it; 0 if absent. */
function newest(path, skip = () => false) {
  let best = { mtime: 0, file: path };
  const visit = (p) => {
    let st;
    try {
      st = statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const name of readdirSync(p)) visit(join(p, name));
    } else if (!skip(p) && st.mtimeMs > best.mtime) best = { mtime: st.mtimeMs, file: p };
  };
  visit(path);
  return best;
}

/**
 * Makes sure the build outputs in `parts` exist and are not older than their sources: `build/…` is rebuilt by
 * `npm run build:server`, `dist/…` by `npm run build:client`, when a part is missing or a source file is newer
 * than everything under build/ (dist/). Under the shared build lock, so that no one rebuilds under a running test.
 */
export function ensureBuild(parts = ['build/src/main.js'], who = 'harness') {
  for (const [dir, { script, inputs }] of Object.entries(BUILDS)) {
    const mine = parts.filter((p) => p.split('/')[0] === dir);
    if (!mine.length) continue;
    const missing = mine.find((p) => !existsSync(p));
    const input = inputs
      .map((p) => newest(p, (f) => f.endsWith('.spec.ts')))
      .reduce((a, b) => (b.mtime > a.mtime ? b : a));
    const output = newest(dir);
    const why = missing
      ? `${missing} is missing`
      : input.mtime > output.mtime
        ? `${input.file} is newer than ${dir}/`
        : null;
    if (!why) continue;
    console.error(`${who}: ${why}: npm run ${script}`);
    // the build's stdout goes to our stderr: a benchmark's stdout ends with its one JSON line
    const stdio = ['ignore', 2, 'inherit'];
    let built = spawnSync('flock', ['/tmp/build.lock', 'npm', 'run', script], { stdio });
    if (built.error?.code === 'ENOENT') built = spawnSync('npm', ['run', script], { stdio });
    if (built.status !== 0) {
      console.error(`${who}: npm run ${script} failed`);
      process.exit(1);
    }
    writeFileSync(join(dir, STAMP), `${new Date().toISOString()}\n`);
  }
}
