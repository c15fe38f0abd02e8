import { Migration } from '@mikro-orm/migrations';

/** An order may be paid partly from the buyer's Mbolo balance (set aside on the ledger), mobile money paying the rest. */
export class Migration20261127170002_WalletShare extends Migration {

  override name = 'Migration20261127170002_WalletShare';

  override up(): void | Promise<void> {
    this.addSql(`alter table "orders" add column "wallet_share" int not null default 0;`);
    this.addSql(`alter table "orders" add constraint orders_wallet_share_bounded check (wallet_share >= 0 and wallet_share < total_amount);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "orders" drop constraint if exists orders_wallet_share_bounded;`);
    this.addSql(`alter table "orders" drop column if exists "wallet_share";`);
  }
}
