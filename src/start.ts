import 'reflect-metadata';
import { bootstrap } from './bootstrap.js';
import { productionWarnings, type AppConfig } from './config/config.js';
import { ConfigError } from './config/env.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './modules/seed/index.js';

async function main() {
  const started = Date.now();
  const { app, config, db, demo, stop } = await bootstrap();
  await app.listen(config.port, config.host);
  console.log(readyBanner(config, db.embedded, demo, (Date.now() - started) / 1000));
  for (const w of productionWarnings(config, demo)) console.warn(`WARNING: ${w}`);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    console.log(`\n  ${signal}: closing…`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    stop()
      .then(() => process.exit(0))
      .catch((err) => {
        console.error(err);
        process.exit(1);
      });
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

/**
 * What one needs to begin, printed last at start-up so that it is what the terminal shows: the address,
 * the database, the demo accounts (two a line), then any production warning.
 */
function readyBanner(config: AppConfig, embedded: boolean, demo: boolean, seconds: number): string {
  const url = config.appUrl;
  const lines = [
    '',
    `  Mbolo ${config.version} ready at ${url} in ${seconds.toFixed(1)} s (${config.env}, ${embedded ? 'embedded PostgreSQL' : 'PostgreSQL'})`,
    `  API ${url}/api · docs /api/docs${config.isProduction ? '' : ' · outbox /dev/outbox'}`,
  ];
  if (demo) {
    lines.push(`  Demo accounts, password ${DEMO_PASSWORD}:`);
    const cells = DEMO_ACCOUNTS.map((a) => `${a.email.padEnd(22)} ${a.role.padEnd(20)}`);
    for (let i = 0; i < cells.length; i += 2) lines.push(`    ${cells.slice(i, i + 2).join('  ')}`.trimEnd());
  }
  const warnings = productionWarnings(config, demo);
  if (warnings.length) {
    const bar = `  ${'!'.repeat(78)}`;
    lines.push('', bar, ...warnings.map((w) => `  !! WARNING: ${w}`), bar);
  }
  return lines.join('\n');
}

main().catch((err) => {
  // a refused configuration is the operator's to fix: one line, no stack
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
