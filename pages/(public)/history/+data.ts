import type { PageContextServer } from 'vike/types';
import {
  CATALOGUE_LIMITS,
  RESULT_SORTS,
  type Pagination,
  type PublicResultDto,
  type ResultSort,
} from '../../../src/contracts/catalogue.js';
import type { CategoryDto } from '../../../src/contracts/reference.js';

/** Spec 1 §9: the history offers all, month, quarter and year. */
export const HISTORY_PERIODS = ['all', 'month', 'quarter', 'year'] as const;
export type HistoryPeriod = (typeof HISTORY_PERIODS)[number];

export interface HistoryFilters {
  period: HistoryPeriod;
  category: string;
  sort: ResultSort;
  page: number;
}

export interface HistoryPageData {
  filters: HistoryFilters;
  results: PublicResultDto[];
  pagination: Pagination;
  categories: CategoryDto[];
}

const pick = <T extends string>(values: readonly T[], v: string | undefined, fallback: T): T =>
  (values as readonly string[]).includes(v ?? '') ? (v as T) : fallback;

export function historyFilters(search: Record<string, string | undefined>): HistoryFilters {
  const page = Number(search.page);
  return {
    period: pick(HISTORY_PERIODS, search.period, 'all'),
    category: /^\d{1,9}$/.test(search.category ?? '') ? search.category! : '',
    sort: pick(RESULT_SORTS, search.sort, 'date_desc'),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** Paged on the server, 12 finished draws at a time (spec 1 §9), the filters kept in the URL. */
export async function data(pageContext: PageContextServer): Promise<HistoryPageData> {
  const filters = historyFilters(pageContext.urlParsed.search);
  // spec 1 §8: a failed load is only logged; the list stays empty
  try {
    const { results, pagination } = await pageContext.services.results.results(
      {
        period: filters.period,
        category: filters.category || undefined,
        sort: filters.sort,
        page: filters.page,
        limit: CATALOGUE_LIMITS.historyPerPage,
      },
      pageContext.locale,
    );
    const categories = await pageContext.services.categories.list(pageContext.locale);
    return { filters, results, pagination, categories };
  } catch (err) {
    console.error('history page', err);
    return {
      filters,
      results: [],
      pagination: { page: 1, per_page: CATALOGUE_LIMITS.historyPerPage, total: 0, last_page: 1 },
      categories: [],
    };
  }
}
