import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes for the admin lists, filters and stats on a year of data (measured with npm run bench:admin on
 * seed:large: 100,000 orders and payments). Newest-first lists filtered by status read (status, created_at)
 * in order instead of sorting every match (the searches have their trigram indexes in AdminOrderSearch); the
 * draw screens count the participants of every raffle, which an index holding (lottery_id, status, owner_id)
 * answers without visiting the table.
 */
export class Migration20261125079001_AdminListIndexes extends Migration {

  override name = 'Migration20261125079001_AdminListIndexes';

  override up(): void | Promise<void> {
    this.addSql(`create index "orders_status_created_at_index" on "orders" ("status", "created_at");`);
    this.addSql(`create index "orders_type_status_created_at_index" on "orders" ("type", "status", "created_at");`);
    this.addSql(`create index "payments_status_created_at_index" on "payments" ("status", "created_at");`);
    this.addSql(`create index "refunds_status_created_at_index" on "refunds" ("status", "created_at");`);
    this.addSql(`create index "tickets_lottery_status_owner_index" on "tickets" ("lottery_id", "status", "owner_id");`);
  }

  override down(): void | Promise<void> {
    for (const name of [
      'orders_status_created_at_index',
      'orders_type_status_created_at_index',
      'payments_status_created_at_index',
      'refunds_status_created_at_index',
      'tickets_lottery_status_owner_index',
    ]) {
      this.addSql(`drop index if exists "${name}";`);
    }
  }

}
