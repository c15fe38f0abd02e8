import type { PageContextServer } from 'vike/types';
import { CATALOGUE_LIMITS, type Pagination, type ProductDto } from '../../../src/contracts/catalogue.js';
import type { CategoryDto } from '../../../src/contracts/reference.js';
import { filtersFromSearch } from './filters-from-search.js';
import { toQuery, type CatalogueFilters } from './filters.js';

export interface CataloguePageData {
  categories: CategoryDto[];
  filters: CatalogueFilters;
  products: ProductDto[];
  pagination: Pagination;
  /** the catalogue could not be read: the lists stay empty (spec 1 §8) and a retry is offered */
  error: boolean;
}

/** The filters live in the URL, so the server renders the very page a shared link points at. */
export async function data(pageContext: PageContextServer): Promise<CataloguePageData> {
  const filters = filtersFromSearch(pageContext.urlParsed.search);
  try {
    // one after the other: both use the request's EntityManager, which is not meant for parallel queries
    const categories = await pageContext.services.categories.list(pageContext.locale);
    const page = await pageContext.services.products.list(toQuery(filters), pageContext.locale);
    return { categories, filters, products: page.products, pagination: page.pagination, error: false };
  } catch (err) {
    console.error('catalogue page', err);
    return {
      categories: [],
      filters,
      products: [],
      pagination: { page: 1, per_page: CATALOGUE_LIMITS.perPage, total: 0, last_page: 1 },
      error: true,
    };
  }
}
