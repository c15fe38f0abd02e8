import type { MerchantLotteryTerms, MerchantProductView } from '../../../../src/contracts/merchant.js';
import type { CategoryDto } from '../../../../src/contracts/reference.js';
import type { One } from '../../components/merchant-api.js';

/** What the product form needs, as the API answers it; each null when +data could not read it (the browser asks then). */
export interface ProductFormPageData {
  terms: One<MerchantLotteryTerms> | null;
  categories: One<CategoryDto[]> | null;
  /** The edited product (null on the create page, or when missing: the API's 404 is then shown). */
  product: One<MerchantProductView> | null;
}

/** The edited product's id from the route, read alike on the server and in the browser; -1 names none. */
export function editedProductId(raw: string | undefined): number {
  const id = Number.parseInt(raw ?? '', 10);
  return Number.isSafeInteger(id) && id > 0 ? id : -1;
}
