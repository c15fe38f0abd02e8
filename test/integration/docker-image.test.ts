import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** A container engine this process can reach (`docker info` answers), else null: the client alone is not enough. */
function engine(): string | null {
  for (const cli of ['docker', 'podman']) {
    if (spawnSync(cli, ['info'], { stdio: 'ignore', timeout: 10_000 }).status === 0) return cli;
  }
  return null;
}

const dockerfile = readFileSync('Dockerfile', 'utf8');
const cli = engine();

describe('the container image', () => {
  it('takes its base as a build argument, runs as a non-root user and checks its own health', () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=\S+/m);
    const bases = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((m) => m[1]);
    expect(bases.length).toBeGreaterThanOrEqual(2);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the Dockerfile's own build argument, read as plain text
    expect(new Set(bases)).toEqual(new Set(['${NODE_IMAGE}']));
    // the last USER before CMD is not root
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(runtime).toMatch(/^USER (?!root\b|0\b)\S+/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*\n?.*\/api\/health/m);
    // the same young generation as `npm start` and `npm run start:prod`
    expect(runtime).toMatch(/^CMD \["node", "--max-semi-space-size=16", "build\/src\/main\.js"\]/m);
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    for (const name of ['start', 'start:prod'])
      expect(scripts[name]).toMatch(/node --max-semi-space-size=16 build\/src\/main\.js$/);
  });

  // Only where an engine runs (`docker info`): building needs it and the registry; the machines CI
  // runs on here have the client alone, so there the file checks the Dockerfile itself.
  if (cli)
    it(`builds and starts healthy with ${cli}`, async () => {
      const tag = `mbolo-test:${process.pid}`;
      execFileSync(cli, ['build', '-t', tag, '.'], { stdio: 'inherit', timeout: 900_000 });
      const id = execFileSync(
        cli,
        ['run', '-d', '-e', 'ALLOW_SIMULATOR=1', '-e', 'APP_SECRET=container-test-secret-0123456789abcdef', tag],
        { encoding: 'utf8' },
      ).trim();
      try {
        let health = '';
        for (let i = 0; i < 90 && health !== 'healthy'; i++) {
          await new Promise((r) => setTimeout(r, 2_000));
          health = execFileSync(cli, ['inspect', '-f', '{{.State.Health.Status}}', id], { encoding: 'utf8' }).trim();
        }
        expect(health).toBe('healthy');
      } finally {
        execFileSync(cli, ['rm', '-f', id], { stdio: 'ignore' });
      }
    }, 1_000_000);
});
