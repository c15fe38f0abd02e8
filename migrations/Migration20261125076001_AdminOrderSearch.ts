import { Migration } from '@mikro-orm/migrations';

/**
 * The back-office searches orders by a piece of their number, of the customer's name, e-mail or
 * phone, or of the product's name ("contains", spec 3 §2). Trigram indexes let PostgreSQL answer
 * `ilike '%…%'` without reading every row (100,000 orders, 20,000 users). pg_trgm is a trusted
 * extension: the database owner may create it; the embedded database loads it at start.
 */
export class Migration20261125076001_AdminOrderSearch extends Migration {

  override name = 'Migration20261125076001_AdminOrderSearch';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create index "orders_order_number_trgm" on "orders" using gin ("order_number" gin_trgm_ops);`);
    // the very expression of USER_SEARCH_TEXT (src/modules/orders/admin-order-search.ts)
    this.addSql(`create index "users_search_trgm" on "users" using gin ((first_name || ' ' || last_name || ' ' || first_name || ' ' || email || ' ' || coalesce(phone, '')) gin_trgm_ops);`);
    this.addSql(`create index "products_name_trgm" on "products" using gin ("name" gin_trgm_ops);`);
    // newest first, ties by id: the list's order, read straight from the index
    this.addSql(`create index "orders_created_at_id_index" on "orders" ("created_at" desc, "id" desc);`);
  }

  override down(): void | Promise<void> {
    for (const name of ['orders_order_number_trgm', 'users_search_trgm', 'products_name_trgm', 'orders_created_at_id_index']) {
      this.addSql(`drop index if exists "${name}";`);
    }
  }

}
