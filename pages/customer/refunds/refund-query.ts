import { REFUND_STATUSES, type RefundStatus } from '../../../src/contracts/refunds.js';
import { withQuery, type WithPage } from '../../../renderer/lib/url-filters.js';

/** The URL filter of the refunds list: +data (server) and the page (browser) read it alike. */
export const REFUND_FILTERS = { status: '' };

/** Spec 2 §9: the list shows the 50 latest refunds. */
export const REFUNDS_LIMIT = 50;

const isStatus = (v: string | undefined): v is RefundStatus =>
  !!v && (REFUND_STATUSES as readonly string[]).includes(v);

/** The query the list sends to the API; an unknown status in the URL is left out (every refund). */
export function refundsApiQuery(filters: WithPage<typeof REFUND_FILTERS>): { limit: number; status?: RefundStatus } {
  return isStatus(filters.status) ? { limit: REFUNDS_LIMIT, status: filters.status } : { limit: REFUNDS_LIMIT };
}

export const refundsApiPath = (filters: WithPage<typeof REFUND_FILTERS>): string =>
  withQuery('/refunds', refundsApiQuery(filters));
