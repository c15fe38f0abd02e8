import { Migration } from '@mikro-orm/migrations';

// Frozen copy of the grants of payouts.manage as of this migration (src/contracts/privilege-defaults.ts).
const MANAGERS = ['Super Admin', 'Admin'];
const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;

/**
 * Payouts: one row per payout a merchant (its available sales) or a buyer (its wallet) asked for (its SHAP attempts carry their own unique
 * reference), and the back-office privilege that approves, rejects and retries them.
 */
export class Migration20261127150001_Payouts extends Migration {

  override name = 'Migration20261127150001_Payouts';

  override up(): void | Promise<void> {
    this.addSql(`create table "payouts" ("id" serial primary key, "payout_number" varchar(30) not null, "user_id" int not null, "kind" text not null default 'merchant', "status" text not null default 'requested', "amount" int not null, "payee_phone" varchar(20) not null, "payment_system" varchar(20) not null, "attempts" int not null default 0, "payout_reference" varchar(40) null, "shap_payout_id" varchar(100) null, "shap_transaction_id" varchar(100) null, "failure_reason" varchar(255) null, "rejection_reason" varchar(500) null, "decided_by_id" int null, "requested_at" timestamptz not null, "approved_at" timestamptz null, "sent_at" timestamptz null, "paid_at" timestamptz null, "failed_at" timestamptz null, "rejected_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint payouts_amount_positive check (amount > 0), constraint payouts_attempts_bounded check (attempts >= 0 and attempts <= 20));`);
    this.addSql(`alter table "payouts" add constraint "payouts_status_check" check ("status" in ('requested', 'approved', 'processing', 'paid', 'failed', 'rejected'));`);
    this.addSql(`alter table "payouts" add constraint "payouts_kind_check" check ("kind" in ('merchant', 'wallet'));`);
    this.addSql(`alter table "payouts" add constraint "payouts_payout_number_unique" unique ("payout_number");`);
    this.addSql(`alter table "payouts" add constraint "payouts_payout_reference_unique" unique ("payout_reference");`);
    this.addSql(`create index "payouts_user_id_index" on "payouts" ("user_id");`);
    this.addSql(`create index "payouts_status_index" on "payouts" ("status");`);
    this.addSql(`create index "payouts_created_at_index" on "payouts" ("created_at");`);
    this.addSql(`alter table "payouts" add constraint "payouts_user_id_foreign" foreign key ("user_id") references "users" ("id");`);
    this.addSql(`alter table "payouts" add constraint "payouts_decided_by_id_foreign" foreign key ("decided_by_id") references "users" ("id") on delete set null;`);

    this.addSql(`insert into "privileges" ("key", "group") values ('payouts.manage', 'payouts') on conflict do nothing;`);
    this.addSql(`insert into "role_privileges" ("role_id", "privilege_id")
  select r."id", p."id" from "roles" r, "privileges" p where r."name" in (${MANAGERS.map(quote).join(', ')}) and p."key" = 'payouts.manage'
  on conflict do nothing;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "privileges" where "key" = 'payouts.manage';`);
    this.addSql(`drop table if exists "payouts" cascade;`);
  }
}
