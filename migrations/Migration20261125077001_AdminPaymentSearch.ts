import { Migration } from '@mikro-orm/migrations';

/**
 * The admin payments screen searches "contains" in our reference, the operator's transaction id and
 * the bill id (spec 3 §2): one trigram index over the three, the expression of PAYMENT_SEARCH_TEXT
 * (src/modules/payments/admin-payments.queries.ts). People and order numbers use the indexes of
 * Migration20261125076001_AdminOrderSearch. pg_trgm is created there.
 */
export class Migration20261125077001_AdminPaymentSearch extends Migration {

  override name = 'Migration20261125077001_AdminPaymentSearch';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create index "payments_search_trgm" on "payments" using gin ((reference || ' ' || coalesce(gateway_transaction_id, '') || ' ' || coalesce(bill_id, '')) gin_trgm_ops);`);
    // newest first, ties by id: the list's order, read straight from the index
    this.addSql(`create index "payments_created_at_id_index" on "payments" ("created_at" desc, "id" desc);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "payments_search_trgm";`);
    this.addSql(`drop index if exists "payments_created_at_id_index";`);
  }

}
