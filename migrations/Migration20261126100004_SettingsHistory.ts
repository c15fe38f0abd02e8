import { Migration } from '@mikro-orm/migrations';

/**
 * Every save of the platform's settings keeps who changed what (spec 3 §2): the keys that changed
 * with their values before and after, so that an administrator can look back and put a save back.
 */
export class Migration20261126100004_SettingsHistory extends Migration {

  override name = 'Migration20261126100004_SettingsHistory';

  override up(): void | Promise<void> {
    this.addSql(`create table "settings_history" (
  "id" serial primary key,
  "actor_id" int null references "users" ("id") on update cascade on delete set null,
  "group" varchar(20) not null,
  "changes" jsonb not null,
  "restored_from_id" int null references "settings_history" ("id") on update cascade on delete set null,
  "created_at" timestamptz not null default now()
);`);
    this.addSql(`create index "settings_history_created_at_index" on "settings_history" ("created_at" desc, "id" desc);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "settings_history";`);
  }
}
