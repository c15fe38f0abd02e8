import { Migration } from '@mikro-orm/migrations';

/** The tables whose reads the back-office caches (src/infra/database/data-versions.ts): keep the lists identical. */
const TABLES = ['users', 'products', 'lotteries', 'tickets', 'draws', 'orders', 'payments', 'refunds'];

/**
 * A version per table, so that costly aggregates (the back-office's stats and revenue) can be kept
 * until their tables change, on every instance. A sequence per table, bumped when a transaction that
 * wrote the table commits (deferred trigger): sequences take no lock and never wait, so the hot
 * paths (ticket reservations, payment settlement) do not queue on a shared counter row.
 */
export class Migration20261126080001_DataVersions extends Migration {

  override name = 'Migration20261126080001_DataVersions';

  override up(): void | Promise<void> {
    this.addSql(`create function "bump_data_version"() returns trigger language plpgsql as $$
begin
  perform nextval(tg_argv[0]::regclass);
  return null;
end $$;`);
    for (const table of TABLES) {
      this.addSql(`create sequence "data_version_${table}";`);
      this.addSql(`create constraint trigger "${table}_data_version" after insert or update or delete on "${table}"
  deferrable initially deferred for each row execute function "bump_data_version"('data_version_${table}');`);
    }
  }

  override down(): void | Promise<void> {
    for (const table of TABLES) {
      this.addSql(`drop trigger if exists "${table}_data_version" on "${table}";`);
      this.addSql(`drop sequence if exists "data_version_${table}";`);
    }
    this.addSql(`drop function if exists "bump_data_version"();`);
  }
}
