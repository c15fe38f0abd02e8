import { Migration } from '@mikro-orm/migrations';

/**
 * Ledger entries found by their cause: a sale's release sums the entries of its payments and refunds,
 * the buyer's balance names each movement's cause; both look entries up by (ref_type, ref_id).
 */
export class Migration20261127170001_LedgerEntryRefs extends Migration {

  override name = 'Migration20261127170001_LedgerEntryRefs';

  override up(): void | Promise<void> {
    this.addSql(`create index if not exists "ledger_entries_ref_index" on "ledger_entries" ("ref_type", "ref_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "ledger_entries_ref_index";`);
  }
}
