import { useTranslation } from 'react-i18next';
import { PRICE_RANGES, PRODUCT_SORTS } from '../../../src/contracts/catalogue.js';
import type { CategoryDto } from '../../../src/contracts/reference.js';
import { useUrlFilters } from '../../../renderer/lib/use-url-filters.js';
import { FilterForm } from '../../../renderer/ui/filter-form.js';

const DEFAULTS = { search: '', sale_mode: '', category_id: '', price: '', sort: 'newest' };

/**
 * Search, sale type, category, price range and sort, kept in the URL (defaults left out) and loaded
 * through +data; the search waits 300 ms like the public catalogue's (spec 2 §2.1); from page 1.
 */
export function ProductFilters({ categories }: { categories: CategoryDto[] }) {
  const { t } = useTranslation();
  const filters = useUrlFilters(DEFAULTS, { navigate: true, debounceMs: 300 });
  return (
    <FilterForm
      filters={filters}
      action="/customer/products"
      testId="product-filters"
      search={{
        name: 'search',
        label: t('customer_products.filters.search'),
        placeholder: t('customer_products.filters.search_placeholder'),
      }}
      selects={[
        {
          name: 'sale_mode',
          label: t('customer_products.filters.sale_mode'),
          all: t('customer_products.filters.all'),
          options: [
            { value: 'lottery', label: t('customer_products.raffle') },
            { value: 'direct', label: t('customer_products.direct') },
          ],
        },
        {
          name: 'category_id',
          label: t('customer_products.filters.category'),
          all: t('customer_products.filters.all_categories'),
          options: categories.map((c) => ({ value: String(c.id), label: c.name })),
        },
        {
          name: 'price',
          label: t('customer_products.filters.price'),
          all: t('customer_products.filters.any_price'),
          options: PRICE_RANGES.map((r) => ({ value: r, label: t(`customer_products.prices.${r}`) })),
        },
        {
          name: 'sort',
          label: t('customer_products.filters.sort'),
          all: null,
          options: PRODUCT_SORTS.map((s) => ({ value: s, label: t(`customer_products.sorts.${s}`) })),
        },
      ]}
    />
  );
}
