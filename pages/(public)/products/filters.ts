import type { PRICE_RANGES, ProductSort } from '../../../src/contracts/catalogue-options.js';
import type { ProductsQuery } from '../../../src/contracts/catalogue.js';

/** The catalogue's filters as they appear in the URL (`/products?search=…&price=0-50000&page=2`). */
export interface CatalogueFilters {
  search: string;
  sale_mode: '' | 'direct' | 'lottery';
  category_id: string;
  price: '' | (typeof PRICE_RANGES)[number];
  sort: ProductSort;
  page: number;
}

export const DEFAULT_FILTERS: CatalogueFilters = {
  search: '',
  sale_mode: '',
  category_id: '',
  price: '',
  sort: 'newest',
  page: 1,
};

/** "0-50000" → 0…50 000; "500000+" → 500 000 and more. */
export function priceBounds(range: CatalogueFilters['price']): Pick<ProductsQuery, 'min_price' | 'max_price'> {
  if (!range) return {};
  const [min, max] = range.replace('+', '').split('-');
  return { min_price: Number(min), ...(max ? { max_price: Number(max) } : {}) };
}

export function toQuery(f: CatalogueFilters): ProductsQuery {
  return {
    search: f.search || undefined,
    sale_mode: f.sale_mode || undefined,
    category_id: f.category_id ? Number(f.category_id) : undefined,
    sort: f.sort,
    page: f.page,
    ...priceBounds(f.price),
  };
}

/** The page's URL for these filters; defaults are left out so that the plain /products stays canonical. */
export function catalogueUrl(f: CatalogueFilters): string {
  const params = new URLSearchParams();
  for (const key of ['search', 'sale_mode', 'category_id', 'price', 'sort', 'page'] as const) {
    const value = String(f[key] ?? '');
    if (value && value !== String(DEFAULT_FILTERS[key])) params.set(key, value);
  }
  const qs = params.toString();
  return qs ? `/products?${qs}` : '/products';
}
