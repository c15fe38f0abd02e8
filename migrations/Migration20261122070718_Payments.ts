import { Migration } from '@mikro-orm/migrations';

export class Migration20261122070718_Payments extends Migration {

  override name = 'Migration20261122070718_Payments';

  override up(): void | Promise<void> {
    this.addSql(`create table "settings" ("key" varchar(80) not null, "value" jsonb not null, "updated_at" timestamptz not null, primary key ("key"));`);

    this.addSql(`create table "payments" ("id" serial primary key, "reference" varchar(40) not null, "order_id" int not null, "user_id" int not null, "amount" int not null, "method" text not null, "status" text not null default 'pending', "phone" varchar(20) not null, "gateway" varchar(20) not null, "bill_id" varchar(60) null, "gateway_transaction_id" varchar(100) null, "status_token_hash" varchar(64) not null, "failure_reason" varchar(255) null, "push_count" int not null default 0, "expires_at" timestamptz not null, "paid_at" timestamptz null, "last_checked_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "payments" add constraint "payments_reference_unique" unique ("reference");`);
    this.addSql(`create index "payments_order_id_index" on "payments" ("order_id");`);
    this.addSql(`create index "payments_user_id_index" on "payments" ("user_id");`);
    this.addSql(`create index "payments_status_index" on "payments" ("status");`);
    this.addSql(`alter table "payments" add constraint "payments_bill_id_unique" unique ("bill_id");`);
    this.addSql(`alter table "payments" add constraint "payments_gateway_transaction_id_unique" unique ("gateway_transaction_id");`);
    this.addSql(`create index "payments_expires_at_index" on "payments" ("expires_at");`);
    this.addSql(`create index "payments_created_at_index" on "payments" ("created_at");`);

    this.addSql(`create table "testimonials" ("id" serial primary key, "user_id" int not null, "draw_id" int not null, "message" text not null, "rating" smallint not null, "status" text not null default 'published', "created_at" timestamptz not null);`);
    this.addSql(`create index "testimonials_user_id_index" on "testimonials" ("user_id");`);
    this.addSql(`alter table "testimonials" add constraint "testimonials_draw_id_unique" unique ("draw_id");`);
    this.addSql(`create index "testimonials_status_index" on "testimonials" ("status");`);
    this.addSql(`create index "testimonials_created_at_index" on "testimonials" ("created_at");`);

    this.addSql(`alter table "orders" drop constraint "orders_status_check";`);
    this.addSql(`alter table "orders" add "payment_method" varchar(20) null, add "fulfilled_at" timestamptz null, add "cancelled_at" timestamptz null, add "notes" text null;`);
    this.addSql(`alter table "orders" add constraint "orders_status_check" check ("status" in ('awaiting_payment', 'paid', 'shipping', 'fulfilled', 'failed', 'cancelled', 'expired', 'refunded'));`);

    this.addSql(`alter table "payments" add constraint "payments_order_id_foreign" foreign key ("order_id") references "orders" ("id");`);
    this.addSql(`alter table "payments" add constraint "payments_user_id_foreign" foreign key ("user_id") references "users" ("id");`);
    this.addSql(`alter table "payments" add constraint "payments_amount_positive" check (amount > 0);`);
    this.addSql(`alter table "payments" add constraint "payments_method_check" check ("method" in ('airtel_money', 'moov_money'));`);
    this.addSql(`alter table "payments" add constraint "payments_status_check" check ("status" in ('pending', 'paid', 'failed', 'expired', 'cancelled'));`);

    this.addSql(`create unique index "payments_one_paid_per_order" on "payments" ("order_id") where status = 'paid';`);

    this.addSql(`alter table "testimonials" add constraint "testimonials_user_id_foreign" foreign key ("user_id") references "users" ("id");`);
    this.addSql(`alter table "testimonials" add constraint "testimonials_draw_id_foreign" foreign key ("draw_id") references "draws" ("id");`);
    this.addSql(`alter table "testimonials" add constraint "testimonials_rating_range" check (rating >= 1 and rating <= 5);`);
    this.addSql(`alter table "testimonials" add constraint "testimonials_status_check" check ("status" in ('published', 'hidden'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "settings" cascade;`);
    this.addSql(`drop table if exists "payments" cascade;`);
    this.addSql(`drop table if exists "testimonials" cascade;`);

    this.addSql(`alter table "orders" drop constraint "orders_status_check";`);
    this.addSql(`alter table "orders" drop column "payment_method", drop column "fulfilled_at", drop column "cancelled_at", drop column "notes";`);
    this.addSql(`alter table "orders" add constraint "orders_status_check" check ("status" in ('awaiting_payment', 'paid', 'processing', 'shipped', 'delivered', 'cancelled', 'expired', 'refunded'));`);
  }

}
