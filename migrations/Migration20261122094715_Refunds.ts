import { Migration } from '@mikro-orm/migrations';

export class Migration20261122094715_Refunds extends Migration {

  override name = 'Migration20261122094715_Refunds';

  override up(): void | Promise<void> {
    this.addSql(`create table "refunds" ("id" serial primary key, "refund_number" varchar(30) not null, "type" text not null, "status" text not null default 'pending', "reason" text not null, "method" text not null default 'mobile_money', "user_id" int not null, "payment_id" int not null, "order_id" int not null, "lottery_id" int null, "amount" int not null, "payee_phone" varchar(20) not null, "notes" text null, "rejection_reason" varchar(500) null, "failure_reason" varchar(255) null, "auto_processed" boolean not null default false, "attempts" int not null default 0, "payout_reference" varchar(40) null, "external_refund_id" varchar(100) null, "created_by_id" int null, "created_at" timestamptz not null, "approved_at" timestamptz null, "processed_at" timestamptz null, "completed_at" timestamptz null, "rejected_at" timestamptz null, "failed_at" timestamptz null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "refunds" add constraint "refunds_refund_number_unique" unique ("refund_number");`);
    this.addSql(`create index "refunds_status_index" on "refunds" ("status");`);
    this.addSql(`create index "refunds_user_id_index" on "refunds" ("user_id");`);
    this.addSql(`create index "refunds_payment_id_index" on "refunds" ("payment_id");`);
    this.addSql(`create index "refunds_order_id_index" on "refunds" ("order_id");`);
    this.addSql(`create index "refunds_lottery_id_index" on "refunds" ("lottery_id");`);
    this.addSql(`alter table "refunds" add constraint "refunds_payout_reference_unique" unique ("payout_reference");`);
    this.addSql(`create index "refunds_created_at_index" on "refunds" ("created_at");`);
    this.addSql(`create unique index "refunds_one_active_per_payment" on "refunds" ("payment_id") where status <> 'rejected';`);

    this.addSql(`alter table "payments" drop constraint "payments_status_check";`);
    this.addSql(`alter table "payments" add constraint "payments_status_check" check ("status" in ('pending', 'paid', 'failed', 'expired', 'cancelled', 'refunded'));`);

    this.addSql(`alter table "refunds" add constraint "refunds_user_id_foreign" foreign key ("user_id") references "users" ("id");`);
    this.addSql(`alter table "refunds" add constraint "refunds_payment_id_foreign" foreign key ("payment_id") references "payments" ("id");`);
    this.addSql(`alter table "refunds" add constraint "refunds_order_id_foreign" foreign key ("order_id") references "orders" ("id");`);
    this.addSql(`alter table "refunds" add constraint "refunds_lottery_id_foreign" foreign key ("lottery_id") references "lotteries" ("id") on delete set null;`);
    this.addSql(`alter table "refunds" add constraint "refunds_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "refunds" add constraint "refunds_amount_positive" check (amount > 0);`);
    this.addSql(`alter table "refunds" add constraint "refunds_attempts_bounded" check (attempts >= 0 and attempts <= 20);`);
    this.addSql(`alter table "refunds" add constraint "refunds_type_check" check ("type" in ('automatic', 'manual', 'admin'));`);
    this.addSql(`alter table "refunds" add constraint "refunds_status_check" check ("status" in ('pending', 'approved', 'processed', 'completed', 'rejected', 'failed'));`);
    this.addSql(`alter table "refunds" add constraint "refunds_reason_check" check ("reason" in ('insufficient_participants', 'lottery_cancelled', 'accidental_purchase', 'changed_mind', 'duplicate_purchase', 'technical_issue', 'system_error', 'admin_initiated', 'other'));`);
    this.addSql(`alter table "refunds" add constraint "refunds_method_check" check ("method" in ('mobile_money'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "refunds" cascade;`);

    this.addSql(`alter table "payments" drop constraint "payments_status_check";`);
    this.addSql(`alter table "payments" add constraint "payments_status_check" check ("status" in ('pending', 'paid', 'failed', 'expired', 'cancelled'));`);
  }

}
