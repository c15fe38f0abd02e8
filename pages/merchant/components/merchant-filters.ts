/**
 * The seller lists' URL filters, read the same way by +data on the server and by useUrlFilters in
 * the browser, so the first paint and the later refreshes ask for the same rows.
 */
export const PRODUCT_FILTERS = { search: '', status: '', sale_mode: '' };
export const ORDER_FILTERS = { search: '', status: '', type: '' };
export const LOTTERY_FILTERS = { search: '', status: '' };
