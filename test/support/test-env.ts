/** Name of the migrated template database that each test file's database is cloned from. */
export const TEMPLATE_DB = 'mbolo_test_template';
export const TEST_DB_PREFIX = 'mbolo_test_';

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
