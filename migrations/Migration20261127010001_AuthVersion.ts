import { Migration } from '@mikro-orm/migrations';

/** Columns whose change never alters who a session is nor what it may do: the per-minute activity touch, sign-in time, TOTP step. */
const USER_NOISE = `- 'last_login_at' - 'updated_at' - 'totp_last_step'`;
const SESSION_NOISE = `- 'last_active_at'`;

const TRIGGERS: { table: string; name: string; on: string; when?: string }[] = [
  { table: 'users', name: 'users_auth_version', on: 'update', when: `(to_jsonb(old) ${USER_NOISE}) is distinct from (to_jsonb(new) ${USER_NOISE})` },
  { table: 'users', name: 'users_auth_version_delete', on: 'delete' },
  // a session's activity moving forward is its own use; moved back (an idle limit to apply) it counts
  { table: 'sessions', name: 'sessions_auth_version', on: 'update', when: `(to_jsonb(old) ${SESSION_NOISE}) is distinct from (to_jsonb(new) ${SESSION_NOISE}) or new.last_active_at < old.last_active_at` },
  { table: 'sessions', name: 'sessions_auth_version_delete', on: 'delete' },
  { table: 'user_roles', name: 'user_roles_auth_version', on: 'insert or update or delete' },
  { table: 'roles', name: 'roles_auth_version', on: 'update or delete' },
  { table: 'countries', name: 'countries_auth_version', on: 'update or delete' },
];

/**
 * The version of everything a signed-in request is authenticated from (sessions, users, their roles and
 * country), so that every instance may keep sessions in memory and still see a logout, a revocation, a
 * deactivation or a role change at once. A row, not a sequence: it moves in the committing transaction
 * and is seen exactly when the change is, so no reader can pair the new version with the old data. The
 * trigger is deferred, so the row is held only during the commit; a new session (a sign-in) does not move it.
 */
export class Migration20261127010001_AuthVersion extends Migration {

  override name = 'Migration20261127010001_AuthVersion';

  override up(): void | Promise<void> {
    this.addSql(`create table "auth_version" ("id" smallint primary key check ("id" = 1), "version" bigint not null);`);
    this.addSql(`insert into "auth_version" ("id", "version") values (1, 1);`);
    this.addSql(`create function "bump_auth_version"() returns trigger language plpgsql as $$
begin
  update "auth_version" set "version" = "version" + 1 where "id" = 1;
  return null;
end $$;`);
    for (const t of TRIGGERS) {
      this.addSql(`create constraint trigger "${t.name}" after ${t.on} on "${t.table}"
  deferrable initially deferred for each row${t.when ? ` when (${t.when})` : ''} execute function "bump_auth_version"();`);
    }
  }

  override down(): void | Promise<void> {
    for (const t of TRIGGERS) this.addSql(`drop trigger if exists "${t.name}" on "${t.table}";`);
    this.addSql(`drop function if exists "bump_auth_version"();`);
    this.addSql(`drop table if exists "auth_version";`);
  }
}
