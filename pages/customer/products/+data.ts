import type { PageContextServer } from 'vike/types';
import type { Pagination, ProductDto } from '../../../src/contracts/catalogue.js';
import { CUSTOMER_LIMITS } from '../../../src/contracts/customer.js';
import type { CategoryDto } from '../../../src/contracts/reference.js';
import { filtersFromSearch } from '../../(public)/products/filters-from-search.js';
import { toQuery, type CatalogueFilters } from '../../(public)/products/filters.js';

export interface CustomerProductsData {
  filters: CatalogueFilters;
  products: ProductDto[];
  pagination: Pagination;
  categories: CategoryDto[];
}

/**
 * Spec 2 §2.2: the customer's product list, 9 per page. The URL is read exactly as the public
 * catalogue reads it, and the products come from its own service, so both lists always agree.
 */
export async function data(pageContext: PageContextServer): Promise<CustomerProductsData> {
  const filters = filtersFromSearch(pageContext.urlParsed.search);
  const { products, categories } = pageContext.services;
  const [page, list] = await Promise.all([
    products.list({ ...toQuery(filters), per_page: CUSTOMER_LIMITS.productsPerPage }, pageContext.locale),
    categories.list(pageContext.locale),
  ]);
  return { filters, products: page.products, pagination: page.pagination, categories: list };
}
