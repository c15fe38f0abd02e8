import { PRICE_RANGES } from '../../../src/contracts/catalogue-options.js';
import { productsQuerySchema } from '../../../src/contracts/catalogue.js';
import type { CatalogueFilters } from './filters.js';

// Apart from filters.ts, which the page imports: the schema brings zod, which only the server needs here.
/** Reads the URL's query; anything invalid falls back to its default rather than failing the page. */
export function filtersFromSearch(search: Record<string, string | undefined>): CatalogueFilters {
  const parsed = productsQuerySchema.safeParse({
    search: search.search,
    sale_mode: search.sale_mode,
    category_id: search.category_id,
    sort: search.sort,
    page: search.page,
  });
  const q = parsed.success ? parsed.data : {};
  const price = (PRICE_RANGES as readonly string[]).includes(search.price ?? '')
    ? (search.price as CatalogueFilters['price'])
    : '';
  return {
    search: q.search ?? '',
    sale_mode: q.sale_mode ?? '',
    category_id: q.category_id ? String(q.category_id) : '',
    price,
    sort: q.sort ?? 'newest',
    page: q.page ?? 1,
  };
}
