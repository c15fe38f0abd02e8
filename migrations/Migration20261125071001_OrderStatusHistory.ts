import { Migration } from '@mikro-orm/migrations';

export class Migration20261125071001_OrderStatusHistory extends Migration {

  override name = 'Migration20261125071001_OrderStatusHistory';

  override up(): void | Promise<void> {
    // the changes staff make by hand (admin dropdown, PATCH /orders/{id}/status): the order timeline reads them
    this.addSql(`create table "order_status_history" ("id" serial primary key, "order_id" int not null, "from_status" text check ("from_status" in ('awaiting_payment', 'paid', 'shipping', 'fulfilled', 'failed', 'cancelled', 'expired', 'refunded')) not null, "to_status" text check ("to_status" in ('awaiting_payment', 'paid', 'shipping', 'fulfilled', 'failed', 'cancelled', 'expired', 'refunded')) not null, "changed_by_id" int null, "notes" text null, "created_at" timestamptz not null);`);
    this.addSql(`create index "order_status_history_order_id_index" on "order_status_history" ("order_id");`);
    this.addSql(`alter table "order_status_history" add constraint "order_status_history_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`);
    this.addSql(`alter table "order_status_history" add constraint "order_status_history_changed_by_id_foreign" foreign key ("changed_by_id") references "users" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "order_status_history" cascade;`);
  }

}
