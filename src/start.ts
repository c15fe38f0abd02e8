import 'reflect-metadata';
import { bootstrap } from './bootstrap.js';
import { productionWarnings } from './config/config.js';
import { ConfigError } from './config/env.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './modules/seed/reference-data.js';

async function main() {
  const started = Date.now();
  const { app, config, db, demo, stop } = await bootstrap();
  await app.listen(config.port, config.host);
  const url = config.appUrl;
  const lines = [
    '',
    `  Mbolo ${config.version} is ready at ${url} (${config.env}, ${db.embedded ? 'embedded PostgreSQL' : 'PostgreSQL'}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    `  API ${url}/api · docs ${url}/api/docs${config.isProduction ? '' : ` · outbox ${url}/dev/outbox`}`,
  ];
  if (demo) {
    lines.push(`  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.email.padEnd(24)} ${a.role}`);
  }
  const warnings = productionWarnings(config, demo);
  if (warnings.length) {
    const bar = `  ${'!'.repeat(78)}`;
    lines.push('', bar, ...warnings.map((w) => `  !! WARNING: ${w}`), bar);
  }
  console.log(`${lines.join('\n')}\n`);
  for (const w of warnings) console.warn(`WARNING: ${w}`);

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

main().catch((err) => {
  // a refused configuration is the operator's to fix: one line, no stack
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
