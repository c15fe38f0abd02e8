// Without zod, so the pages that only show these values do not download it (catalogue.ts re-exports them).

/** Spec 1 §9 and spec 2 §9: page sizes and limits of the public read side. */
export const CATALOGUE_LIMITS = {
  perPage: 12,
  maxPerPage: 48,
  similar: 4,
  latest: 3,
  resultsDefault: 50,
  resultsMax: 500,
  recentWinners: 6,
  popular: 6,
  historyPerPage: 12,
  /** days a product counts as new on cards (7) and on the public detail page (30) */
  newDays: 7,
  recentDays: 30,
  /** a draw ends soon within 24 h */
  endingSoonHours: 24,
} as const;

export const PRODUCT_SORTS = ['newest', 'price-asc', 'price-desc', 'popular'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const RESULT_PERIODS = ['week', 'month', 'quarter', 'year', 'all'] as const;
export type ResultPeriod = (typeof RESULT_PERIODS)[number];
export const RESULT_SORTS = ['date_desc', 'date_asc', 'value_desc', 'value_asc', 'participation_desc'] as const;
export type ResultSort = (typeof RESULT_SORTS)[number];
/** The catalogue's price ranges (spec 2 §2.1), as query values `min-max` or `min+`. */
export const PRICE_RANGES = ['0-50000', '50000-100000', '100000-500000', '500000+'] as const;
