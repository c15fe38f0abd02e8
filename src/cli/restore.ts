import { resolve } from 'node:path';
import { loadConfig } from '../config/config.js';
import { BackupRestoreError, restoreBackup } from '../infra/database/backup-restore.js';
import { openDatabase } from '../infra/database/database.js';

// `npm run db:restore -- <file>`: replaces every row of the configured database (DATABASE_URL, or the
// embedded one under DATA_DIR) with a backup made from the settings page. Stop the application first.
// A relative path is read from where npm was called (INIT_CWD), not from the project's folder.
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run db:restore -- <backup file (.mbolo.gz)>');
  process.exit(2);
}
const config = loadConfig();
const db = await openDatabase(config);
try {
  const { tables, rows } = await restoreBackup(db.url, resolve(process.env.INIT_CWD ?? '.', file));
  console.log(`Restored ${rows} rows into ${tables} tables from ${file}.`);
} catch (err) {
  if (!(err instanceof BackupRestoreError)) throw err;
  console.error(`Restore refused: ${err.message}`);
  process.exitCode = 1;
} finally {
  await db.stop();
}
