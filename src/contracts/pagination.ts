import { z } from 'zod';
import './zod-locale.js';

/**
 * One page of a list, as every paged answer names it (spec 2 §7 "pagination {current_page, last_page,
 * per_page, total}", spec 3 "Pagination: current_page, per_page, total, last_page").
 */
export interface PageInfo {
  current_page: number;
  per_page: number;
  total: number;
  /** at least 1, even for an empty list */
  last_page: number;
}

/** The page object of `total` rows cut into pages of `perPage`, `page` being the one answered. */
export function pageOf(total: number, page: number, perPage: number): PageInfo {
  return { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

/** The catalogue's older spelling of the same object (`page` for `current_page`), kept by its public lists. */
export function cataloguePageOf(
  total: number,
  page: number,
  perPage: number,
): Omit<PageInfo, 'current_page'> & { page: number } {
  const { current_page, ...rest } = pageOf(total, page, perPage);
  return { page: current_page, ...rest };
}

// Empty filters are ignored (API conventions): '' and null read as absent.
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

export interface PageQueryOptions {
  /** the page size when the query names none */
  perPage: number;
  maxPerPage: number;
  maxPage?: number;
}

/** `?page&per_page` of a list (spread into its query schema): page from 1, page size within bounds, both with defaults. */
export function pageQuery({ perPage, maxPerPage, maxPage = 10_000 }: PageQueryOptions) {
  return {
    page: z.preprocess(blank, z.coerce.number().int().min(1).max(maxPage).default(1)),
    per_page: z.preprocess(blank, z.coerce.number().int().min(1).max(maxPerPage).default(perPage)),
  };
}
