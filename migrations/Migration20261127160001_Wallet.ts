import { Migration } from '@mikro-orm/migrations';

/**
 * The buyer's Mbolo balance lives on the ledger (wallet:<userId>); the tables only learn its words: a
 * refund may be paid into the balance (wallet_credit), and an order may be paid from it (method wallet,
 * no gateway bill).
 */
export class Migration20261127160001_Wallet extends Migration {

  override name = 'Migration20261127160001_Wallet';

  override up(): void | Promise<void> {
    this.addSql(`alter table "refunds" drop constraint if exists "refunds_method_check";`);
    this.addSql(`alter table "refunds" add constraint "refunds_method_check" check ("method" in ('mobile_money', 'bank_transfer', 'cash', 'wallet_credit'));`);
    this.addSql(`alter table "payments" drop constraint if exists "payments_method_check";`);
    this.addSql(`alter table "payments" add constraint "payments_method_check" check ("method" in ('airtel_money', 'moov_money', 'wallet'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "payments" drop constraint if exists "payments_method_check";`);
    this.addSql(`alter table "payments" add constraint "payments_method_check" check ("method" in ('airtel_money', 'moov_money'));`);
    this.addSql(`alter table "refunds" drop constraint if exists "refunds_method_check";`);
    this.addSql(`alter table "refunds" add constraint "refunds_method_check" check ("method" in ('mobile_money', 'bank_transfer', 'cash'));`);
  }
}
