import type { MerchantOrderStats, MerchantPagination } from '../../../src/contracts/merchant.js';

/** `{ success, data }` answers of /api/merchant/*. */
export interface One<T> {
  success: boolean;
  message?: string;
  data: T;
}

/** Paginated lists of /api/merchant/*; the orders list adds its stats. */
export interface Page<T> {
  success: boolean;
  data: T[];
  pagination: MerchantPagination;
  stats?: MerchantOrderStats;
}

/** A page number from the query, 1 when absent or invalid. */
export function pageParam(value: string | undefined): number {
  return Math.max(1, Number.parseInt(value ?? '1', 10) || 1);
}

/** "Articles 1 à 20 sur 45": the first and last row shown of the whole list. */
export function rowRange(p: MerchantPagination, shown: number): { from: number; to: number; total: number } {
  const from = (p.current_page - 1) * p.per_page + 1;
  return { from, to: from + shown - 1, total: p.total };
}
