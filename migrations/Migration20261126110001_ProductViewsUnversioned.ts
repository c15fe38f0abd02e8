import { Migration } from '@mikro-orm/migrations';

const SHOWN = `(to_jsonb(old) - 'views_count') is distinct from (to_jsonb(new) - 'views_count')`;

/**
 * A product page view (views_count + 1) no longer moves the products' data version: the public pages'
 * micro-cache is keyed on that version, and would otherwise be thrown away by every visit to any product.
 */
export class Migration20261126110001_ProductViewsUnversioned extends Migration {

  override name = 'Migration20261126110001_ProductViewsUnversioned';

  override up(): void | Promise<void> {
    this.addSql(`drop trigger if exists "products_data_version" on "products";`);
    this.addSql(`create constraint trigger "products_data_version" after insert or delete on "products"
  deferrable initially deferred for each row execute function "bump_data_version"('data_version_products');`);
    this.addSql(`create constraint trigger "products_data_version_update" after update on "products"
  deferrable initially deferred for each row when (${SHOWN}) execute function "bump_data_version"('data_version_products');`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "products_data_version_update" on "products";`);
    this.addSql(`drop trigger if exists "products_data_version" on "products";`);
    this.addSql(`create constraint trigger "products_data_version" after insert or update or delete on "products"
  deferrable initially deferred for each row execute function "bump_data_version"('data_version_products');`);
  }
}
