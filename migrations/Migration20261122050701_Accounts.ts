import { Migration } from '@mikro-orm/migrations';

export class Migration20261122050701_Accounts extends Migration {

  override name = 'Migration20261122050701_Accounts';

  override up(): void | Promise<void> {
    this.addSql(`create table "rate_limits" ("key" varchar(200) not null, "hits" int not null default 0, "window_ends_at" timestamptz not null, "blocked_until" timestamptz null, primary key ("key"));`);

    this.addSql(`create table "sessions" ("id" uuid not null, "user_id" int not null, "device" varchar(150) not null, "user_agent" varchar(500) null, "ip" varchar(64) null, "city" varchar(100) null, "country" varchar(100) null, "remember_me" boolean not null default false, "created_at" timestamptz not null, "last_active_at" timestamptz not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);

    this.addSql(`create table "auth_tokens" ("id" serial primary key, "user_id" int not null, "purpose" text not null, "token_hash" varchar(64) not null, "channel" varchar(10) null, "attempts" int not null default 0, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`create index "auth_tokens_user_id_index" on "auth_tokens" ("user_id");`);
    this.addSql(`alter table "auth_tokens" add constraint "auth_tokens_token_hash_unique" unique ("token_hash");`);

    this.addSql(`alter table "users" add "birth_date" date null, add "gender" text null, add "address" varchar(255) null, add "city" varchar(100) null, add "postal_code" varchar(20) null, add "two_factor_secret" varchar(255) null, add "two_factor_enabled_at" timestamptz null, add "recovery_codes" jsonb null, add "preferences" jsonb null, add "last_login_at" timestamptz null;`);
    this.addSql(`alter table "users" add constraint "users_gender_check" check ("gender" in ('male', 'female', 'other'));`);

    this.addSql(`alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "auth_tokens" add constraint "auth_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "auth_tokens" add constraint "auth_tokens_purpose_check" check ("purpose" in ('email_verification', 'password_reset', 'two_factor_login'));`);
    // e-mail addresses are unique whatever their case
    this.addSql(`create unique index "users_email_lower_unique" on "users" (lower("email"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "users_email_lower_unique";`);
    this.addSql(`drop table if exists "rate_limits" cascade;`);
    this.addSql(`drop table if exists "sessions" cascade;`);
    this.addSql(`drop table if exists "auth_tokens" cascade;`);

    this.addSql(`alter table "users" drop constraint "users_gender_check";`);
    this.addSql(`alter table "users" drop column "birth_date", drop column "gender", drop column "address", drop column "city", drop column "postal_code", drop column "two_factor_secret", drop column "two_factor_enabled_at", drop column "recovery_codes", drop column "preferences", drop column "last_login_at";`);
  }

}
