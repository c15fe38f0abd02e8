import {
  REFUND_REASONS,
  REFUND_STATUSES,
  REFUND_TYPES,
  type RefundReason,
  type RefundStatus,
  type RefundType,
} from '../../../src/contracts/refunds.js';
import { withQuery } from '../../../renderer/lib/url-filters.js';

/** Spec 3 §9: the refund list shows up to 100 rows. */
export const REFUND_LIST_LIMIT = 100;

export interface AdminRefundFilters {
  search?: string;
  status?: RefundStatus;
  type?: RefundType;
  reason?: RefundReason;
}

const oneOf = <T extends string>(list: readonly T[], v: string | undefined): T | undefined =>
  v && (list as readonly string[]).includes(v) ? (v as T) : undefined;

/** The page's filters from its URL; unknown values are ignored (the server would refuse them). */
export function refundFiltersFrom(search: Record<string, string | undefined>): AdminRefundFilters {
  return {
    search: search.search?.trim() || undefined,
    status: oneOf(REFUND_STATUSES, search.status),
    type: oneOf(REFUND_TYPES, search.type),
    reason: oneOf(REFUND_REASONS, search.reason),
  };
}

/** The list call for these filters (the browser's refresh of what +data read for the same filters). */
export const refundListPath = (f: AdminRefundFilters) =>
  withQuery('/admin/refunds', { limit: REFUND_LIST_LIMIT, ...f });
export const REFUND_STATS_PATH = '/admin/refunds/stats';
export const ELIGIBLE_PATH = '/admin/refunds/eligible-lotteries';
