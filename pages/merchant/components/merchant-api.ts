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
