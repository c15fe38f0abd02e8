import { gzipSync } from 'node:zlib';
import { pack } from 'tar-stream';

export const VERIFIER_PACKAGE = 'mbolo-verify-draw';

/**
 * The command-line verifier as an npm package tarball (what `npm pack` makes: files under `package/`),
 * so that `npx --yes <url of this file> preuve.json` installs and runs it. No dependencies: Node.js alone.
 */
export async function verifierTarball(files: { cli: string; core: string; messages: unknown; version: string }) {
  const manifest = {
    name: VERIFIER_PACKAGE,
    version: files.version,
    description: 'Recalcule le gagnant d’un tirage Mbolo à partir de sa preuve publiée.',
    type: 'module',
    bin: { [VERIFIER_PACKAGE]: 'cli.js' },
    engines: { node: '>=20' },
    license: 'MIT',
  };
  const entries: [string, string, number][] = [
    ['package/package.json', `${JSON.stringify(manifest, null, 2)}\n`, 0o644],
    ['package/cli.js', files.cli, 0o755],
    ['package/verify-draw.js', files.core, 0o644],
    ['package/messages.json', `${JSON.stringify(files.messages, null, 2)}\n`, 0o644],
  ];
  const tar = pack();
  const chunks: Buffer[] = [];
  tar.on('data', (c) => chunks.push(c as Buffer));
  const done = new Promise<void>((resolve, reject) => {
    tar.on('end', resolve);
    tar.on('error', reject);
  });
  // a fixed date: the same sources always give the same bytes
  const mtime = new Date('2026-01-01T00:00:00Z');
  for (const [name, text, mode] of entries) tar.entry({ name, mode, mtime }, text);
  tar.finalize();
  await done;
  return gzipSync(Buffer.concat(chunks));
}
