import { Migration } from '@mikro-orm/migrations';

export class Migration20261125078001_RefundLifecycle extends Migration {

  override name = 'Migration20261125078001_RefundLifecycle';

  override up(): void | Promise<void> {
    // bank transfer and cash are paid by an administrator; wallet_credit stays out (no wallets)
    this.addSql(`alter table "refunds" drop constraint if exists "refunds_method_check";`);
    this.addSql(`alter table "refunds" add constraint "refunds_method_check" check ("method" in ('mobile_money', 'bank_transfer', 'cash'));`);
    this.addSql(`alter table "refunds" add "shap_payout_id" varchar(100) null, add "shap_transaction_id" varchar(100) null, add "payout_state" varchar(20) null, add "payout_state_at" timestamptz null;`);
    // refunds sent before approval was recorded on its own: they were approved when first sent
    this.addSql(`update "refunds" set "approved_at" = coalesce("processed_at", "completed_at") where "approved_at" is null and "status" in ('processed', 'completed', 'failed');`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "refunds" drop column "shap_payout_id", drop column "shap_transaction_id", drop column "payout_state", drop column "payout_state_at";`);
    this.addSql(`alter table "refunds" drop constraint if exists "refunds_method_check";`);
    this.addSql(`alter table "refunds" add constraint "refunds_method_check" check ("method" in ('mobile_money'));`);
  }

}
