import { Migration } from '@mikro-orm/migrations';

export class Migration20261122052044_SocialIdentities extends Migration {

  override name = 'Migration20261122052044_SocialIdentities';

  // The generator also proposed dropping "users_email_lower_unique": that index is hand-written (Accounts
  // migration) and unknown to the entity metadata, so it must stay.
  override up(): void | Promise<void> {
    this.addSql(`create table "social_identities" ("id" serial primary key, "provider" varchar(20) not null, "subject" varchar(255) not null, "user_id" int not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "social_identities_user_id_index" on "social_identities" ("user_id");`);
    this.addSql(`alter table "social_identities" add constraint "social_identities_provider_subject_unique" unique ("provider", "subject");`);

    this.addSql(`alter table "social_identities" add constraint "social_identities_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "social_identities" cascade;`);
  }

}
