import type { PageContextServer } from 'vike/types';
import type { z } from 'zod';
import { paged } from '../../../src/common/http/envelope.js';
import type { SellerKind } from '../../../src/contracts/merchant.js';
import { sellerKind } from '../../../src/modules/merchant/index.js';
import { parseFilters, type FilterValues } from '../../../renderer/lib/url-filters.js';

/** Server-only helpers of the seller pages' +data: the same reads and answers as /api/merchant/*. */

/** The signed-in merchant (the merchant guard ran first): every read is for their own id, as in the API. */
export function merchantOf(pageContext: PageContextServer): { id: number; kind: SellerKind } {
  const user = pageContext.user!;
  return { id: user.id, kind: sellerKind(user.roles) };
}

/**
 * An API-shaped answer read in-process, or null when the read failed: the page then asks the API
 * once mounted and shows its failure the way it always did.
 */
export async function settle<T>(what: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (err) {
    // a missing row is no server fault: the browser gets the API's 404 and shows it
    if ((err as { status?: number }).status !== 404) console.error(`merchant page ${what}`, err);
    return null;
  }
}

/**
 * A paged list for the URL's filters, as `GET /api/merchant/…` answers it. A filter the API would
 * refuse (422) gives null, so the browser gets that answer and its message from the API itself.
 */
export async function readList<S extends z.ZodType, A extends { data: unknown; pagination: unknown }>(
  pageContext: PageContextServer,
  defaults: FilterValues,
  schema: S,
  read: (merchantId: number, query: z.output<S>) => Promise<A>,
): Promise<({ success: boolean } & A) | null> {
  const query = schema.safeParse(parseFilters(defaults, pageContext.urlParsed.search));
  if (!query.success) return null;
  const { id } = merchantOf(pageContext);
  return settle(pageContext.urlPathname, async () => {
    // what the list adds beside its rows (`stats`, `totals`) follows them, as the controllers answer it
    const { data, pagination, ...extra } = await read(id, query.data);
    return paged(data, pagination, extra) as { success: boolean } & A;
  });
}
