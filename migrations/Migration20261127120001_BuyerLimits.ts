import { Migration } from '@mikro-orm/migrations';

/**
 * Buyer protection (README "Buyer protection"): each buyer's own monthly cap on raffle tickets (a raise
 * waits in pending_cap until pending_from) and their self-exclusion from raffles; owned by the lotteries
 * module. Registration now records the 18+ confirmation on the account (users module).
 */
export class Migration20261127120001_BuyerLimits extends Migration {

  override name = 'Migration20261127120001_BuyerLimits';

  override up(): void | Promise<void> {
    this.addSql(`create table "buyer_limits" (
      "user_id" int not null primary key references "users" ("id") on delete cascade,
      "monthly_cap" int null check ("monthly_cap" > 0),
      "pending_cap" int null check ("pending_cap" > 0),
      "pending_from" timestamptz null,
      "excluded_until" timestamptz null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      check (("pending_cap" is null) = ("pending_from" is null)));`);
    this.addSql(`create index "buyer_limits_excluded_until_index" on "buyer_limits" ("excluded_until") where "excluded_until" is not null;`);
    this.addSql(`alter table "users" add column "adult_confirmed_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column "adult_confirmed_at";`);
    this.addSql(`drop table if exists "buyer_limits";`);
  }
}
