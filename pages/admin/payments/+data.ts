import type { PageContextServer } from 'vike/types';
import { adminPaymentListQuerySchema, type AdminPaymentList } from '../../../src/contracts/admin-payments.js';

export interface AdminPaymentsPageData {
  /** The first page for the URL's filters; null when it could not be read (the page says so). */
  list: AdminPaymentList | null;
}

/** The list and its cards for the URL's filters, read in-process so the first paint has rows. */
export async function data(pageContext: PageContextServer): Promise<AdminPaymentsPageData> {
  const parsed = adminPaymentListQuerySchema.safeParse(pageContext.urlParsed.search);
  // a hand-edited URL with a bad filter shows the unfiltered list rather than an error page
  const query = parsed.success ? parsed.data : adminPaymentListQuerySchema.parse({});
  try {
    return { list: await pageContext.services.adminPayments.list(query) };
  } catch (err) {
    console.error('admin payments', err);
    return { list: null };
  }
}
