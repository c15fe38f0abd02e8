/** The payouts list's URL filters, read the same way by +data on the server and by useUrlFilters in the browser. */
export const PAYOUT_FILTERS = { status: '' };
