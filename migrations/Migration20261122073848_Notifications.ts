import { Migration } from '@mikro-orm/migrations';

export class Migration20261122073848_Notifications extends Migration {

  override name = 'Migration20261122073848_Notifications';

  override up(): void | Promise<void> {
    this.addSql(`create table "lottery_reminders" ("id" serial primary key, "lottery_id" int not null, "kind" varchar(10) not null, "recipients" int not null default 0, "sent_at" timestamptz not null);`);
    this.addSql(`alter table "lottery_reminders" add constraint "lottery_reminders_lottery_id_kind_unique" unique ("lottery_id", "kind");`);

    this.addSql(`create table "notifications" ("id" serial primary key, "user_id" int not null, "type" varchar(40) not null, "title" text not null, "message" text not null, "data" jsonb not null, "read_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`create index "notifications_user_id_created_at_index" on "notifications" ("user_id", "created_at");`);
    this.addSql(`create index "notifications_user_unread_index" on "notifications" ("user_id") where "read_at" is null;`);

    this.addSql(`alter table "lottery_reminders" add constraint "lottery_reminders_lottery_id_foreign" foreign key ("lottery_id") references "lotteries" ("id") on delete cascade;`);

    this.addSql(`alter table "notifications" add constraint "notifications_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "lottery_reminders" cascade;`);
    this.addSql(`drop table if exists "notifications" cascade;`);
  }

}
