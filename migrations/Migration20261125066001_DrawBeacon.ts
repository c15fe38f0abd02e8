import { Migration } from '@mikro-orm/migrations';

export class Migration20261125066001_DrawBeacon extends Migration {

  override name = 'Migration20261125066001_DrawBeacon';

  override up(): void | Promise<void> {
    // null on raffles opened before: they keep hmac-sha256-rejection-v1, without a beacon
    this.addSql(`alter table "lotteries" add "draw_algorithm" varchar(40) null, add "beacon" varchar(100) null;`);
    this.addSql(`alter table "draws" add "beacon" varchar(100) null, add "beacon_round" int null, add "beacon_value" varchar(64) null, add "beacon_published_at" timestamptz null, add "sales_closed_at" timestamptz null;`);
    this.addSql(`create table "beacon_rounds" ("round" serial primary key, "value" varchar(64) not null, "published_at" timestamptz not null);`);
    this.addSql(`create index "beacon_rounds_published_at_index" on "beacon_rounds" ("published_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "beacon_rounds" cascade;`);
    this.addSql(`alter table "draws" drop column "beacon", drop column "beacon_round", drop column "beacon_value", drop column "beacon_published_at", drop column "sales_closed_at";`);
    this.addSql(`alter table "lotteries" drop column "draw_algorithm", drop column "beacon";`);
  }

}
