import { Migration } from '@mikro-orm/migrations';

export class Migration20261122054654_Catalogue extends Migration {

  override name = 'Migration20261122054654_Catalogue';

  override up(): void | Promise<void> {
    this.addSql(`create table "products" ("id" serial primary key, "merchant_id" int not null, "category_id" int null, "name" varchar(200) not null, "description" text not null, "detailed_description" text null, "price" int not null, "sale_mode" text not null, "status" text not null default 'active', "featured" boolean not null default false, "stock" int null, "views_count" int not null default 0, "images" jsonb not null default '[]', "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "products_merchant_id_index" on "products" ("merchant_id");`);
    this.addSql(`create index "products_category_id_index" on "products" ("category_id");`);
    this.addSql(`create index "products_sale_mode_index" on "products" ("sale_mode");`);
    this.addSql(`create index "products_status_index" on "products" ("status");`);
    this.addSql(`create index "products_created_at_index" on "products" ("created_at");`);

    this.addSql(`create table "lotteries" ("id" serial primary key, "product_id" int not null, "lottery_number" varchar(30) not null, "ticket_price" int not null, "total_tickets" int not null, "sold_tickets" int not null default 0, "reserved_tickets" int not null default 0, "ticket_seq" int not null default 0, "min_participants" int not null default 1, "end_date" timestamptz not null, "status" text not null default 'draft', "seed_sealed" varchar(255) null, "seed_commitment" varchar(64) null, "opened_at" timestamptz null, "closed_at" timestamptz null, "drawn_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "lotteries_product_id_index" on "lotteries" ("product_id");`);
    this.addSql(`alter table "lotteries" add constraint "lotteries_lottery_number_unique" unique ("lottery_number");`);
    this.addSql(`create index "lotteries_end_date_index" on "lotteries" ("end_date");`);
    this.addSql(`create index "lotteries_status_index" on "lotteries" ("status");`);

    this.addSql(`create table "orders" ("id" serial primary key, "order_number" varchar(30) not null, "user_id" int not null, "type" text not null, "status" text not null default 'awaiting_payment', "product_id" int not null, "lottery_id" int null, "quantity" int not null, "unit_price" int not null, "total_amount" int not null, "phone" varchar(20) null, "expires_at" timestamptz null, "paid_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "orders" add constraint "orders_order_number_unique" unique ("order_number");`);
    this.addSql(`create index "orders_user_id_index" on "orders" ("user_id");`);
    this.addSql(`create index "orders_status_index" on "orders" ("status");`);
    this.addSql(`create index "orders_product_id_index" on "orders" ("product_id");`);
    this.addSql(`create index "orders_lottery_id_index" on "orders" ("lottery_id");`);
    this.addSql(`create index "orders_expires_at_index" on "orders" ("expires_at");`);
    this.addSql(`create index "orders_created_at_index" on "orders" ("created_at");`);

    this.addSql(`create table "tickets" ("id" serial primary key, "lottery_id" int not null, "ticket_number" varchar(40) not null, "owner_id" int not null, "order_id" int not null, "status" text not null default 'reserved', "price_paid" int not null, "purchased_at" timestamptz null, "claimed_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`create index "tickets_lottery_id_index" on "tickets" ("lottery_id");`);
    this.addSql(`create index "tickets_owner_id_index" on "tickets" ("owner_id");`);
    this.addSql(`create index "tickets_order_id_index" on "tickets" ("order_id");`);
    this.addSql(`create index "tickets_status_index" on "tickets" ("status");`);
    this.addSql(`alter table "tickets" add constraint "tickets_lottery_id_ticket_number_unique" unique ("lottery_id", "ticket_number");`);

    this.addSql(`create table "draws" ("id" serial primary key, "lottery_id" int not null, "algorithm" varchar(40) not null, "seed" varchar(64) not null, "seed_commitment" varchar(64) not null, "pool" jsonb not null, "pool_hash" varchar(64) not null, "counter" int not null, "winning_ticket" varchar(40) not null, "winner_id" int not null, "verification_code" varchar(8) not null, "trigger" varchar(20) not null, "drawn_at" timestamptz not null);`);
    this.addSql(`alter table "draws" add constraint "draws_lottery_id_unique" unique ("lottery_id");`);
    this.addSql(`create index "draws_winner_id_index" on "draws" ("winner_id");`);
    this.addSql(`alter table "draws" add constraint "draws_verification_code_unique" unique ("verification_code");`);
    this.addSql(`create index "draws_drawn_at_index" on "draws" ("drawn_at");`);

    this.addSql(`alter table "products" add constraint "products_merchant_id_foreign" foreign key ("merchant_id") references "users" ("id");`);
    this.addSql(`alter table "products" add constraint "products_category_id_foreign" foreign key ("category_id") references "categories" ("id") on delete set null;`);
    this.addSql(`alter table "products" add constraint "products_price_not_negative" check (price >= 0);`);
    this.addSql(`alter table "products" add constraint "products_stock_not_negative" check (stock is null or stock >= 0);`);
    this.addSql(`alter table "products" add constraint "products_sale_mode_check" check ("sale_mode" in ('direct', 'lottery'));`);
    this.addSql(`alter table "products" add constraint "products_status_check" check ("status" in ('draft', 'active', 'sold_out', 'archived'));`);

    this.addSql(`alter table "lotteries" add constraint "lotteries_product_id_foreign" foreign key ("product_id") references "products" ("id");`);
    this.addSql(`alter table "lotteries" add constraint "lotteries_tickets_within_total" check (sold_tickets + reserved_tickets <= total_tickets);`);
    this.addSql(`alter table "lotteries" add constraint "lotteries_counts_not_negative" check (sold_tickets >= 0 and reserved_tickets >= 0 and total_tickets > 0);`);
    this.addSql(`alter table "lotteries" add constraint "lotteries_ticket_price_positive" check (ticket_price > 0);`);
    this.addSql(`alter table "lotteries" add constraint "lotteries_status_check" check ("status" in ('draft', 'open', 'sold_out', 'expired', 'drawn', 'cancelled'));`);

    this.addSql(`alter table "orders" add constraint "orders_user_id_foreign" foreign key ("user_id") references "users" ("id");`);
    this.addSql(`alter table "orders" add constraint "orders_product_id_foreign" foreign key ("product_id") references "products" ("id");`);
    this.addSql(`alter table "orders" add constraint "orders_lottery_id_foreign" foreign key ("lottery_id") references "lotteries" ("id") on delete set null;`);
    this.addSql(`alter table "orders" add constraint "orders_amounts_consistent" check (quantity > 0 and total_amount = quantity * unit_price);`);
    this.addSql(`alter table "orders" add constraint "orders_type_check" check ("type" in ('lottery', 'product_purchase'));`);
    this.addSql(`alter table "orders" add constraint "orders_status_check" check ("status" in ('awaiting_payment', 'paid', 'processing', 'shipped', 'delivered', 'cancelled', 'expired', 'refunded'));`);

    this.addSql(`alter table "tickets" add constraint "tickets_lottery_id_foreign" foreign key ("lottery_id") references "lotteries" ("id");`);
    this.addSql(`alter table "tickets" add constraint "tickets_owner_id_foreign" foreign key ("owner_id") references "users" ("id");`);
    this.addSql(`alter table "tickets" add constraint "tickets_order_id_foreign" foreign key ("order_id") references "orders" ("id");`);
    this.addSql(`alter table "tickets" add constraint "tickets_status_check" check ("status" in ('reserved', 'paid', 'won', 'lost', 'refunded', 'released'));`);

    this.addSql(`alter table "draws" add constraint "draws_lottery_id_foreign" foreign key ("lottery_id") references "lotteries" ("id");`);
    this.addSql(`alter table "draws" add constraint "draws_winner_id_foreign" foreign key ("winner_id") references "users" ("id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "lotteries" drop constraint "lotteries_product_id_foreign";`);
    this.addSql(`alter table "orders" drop constraint "orders_product_id_foreign";`);
    this.addSql(`alter table "orders" drop constraint "orders_lottery_id_foreign";`);
    this.addSql(`alter table "tickets" drop constraint "tickets_lottery_id_foreign";`);
    this.addSql(`alter table "draws" drop constraint "draws_lottery_id_foreign";`);
    this.addSql(`alter table "tickets" drop constraint "tickets_order_id_foreign";`);

    this.addSql(`drop table if exists "products" cascade;`);
    this.addSql(`drop table if exists "lotteries" cascade;`);
    this.addSql(`drop table if exists "orders" cascade;`);
    this.addSql(`drop table if exists "tickets" cascade;`);
    this.addSql(`drop table if exists "draws" cascade;`);
  }

}
