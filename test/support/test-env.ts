import { createHash } from 'node:crypto';

/**
 * Name of the migrated template database that each test file's database is cloned from. One per
 * checkout, so that checkouts with different migrations can share one PostgreSQL server.
 */
export const TEMPLATE_DB = `mbolo_test_template_${createHash('sha256').update(process.cwd()).digest('hex').slice(0, 10)}`;
export const TEST_DB_PREFIX = 'mbolo_test_';

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
