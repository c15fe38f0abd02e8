import { loadConfig } from '../config/config.js';
import { openDatabase } from '../infra/database/database.js';
import { runMigrations } from '../infra/database/migrate.js';

const config = loadConfig();
const db = await openDatabase(config);
try {
  const applied = await runMigrations(db.url);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await db.stop();
}
