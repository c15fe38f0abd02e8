import { Migration } from '@mikro-orm/migrations';

export class Migration20261125073001_DashboardIndexes extends Migration {

  override name = 'Migration20261125073001_DashboardIndexes';

  override up(): void | Promise<void> {
    // revenue by day/week/month and the monthly report read paid payments by their payment date
    this.addSql(`create index if not exists "payments_paid_at_paid" on "payments" ("paid_at") where status = 'paid';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "payments_paid_at_paid";`);
  }

}
