import type { PageContext } from 'vike/types';
import type { CustomerProductPageData } from './+data.js';

/** The product's own name in the tab: customers often keep several open. */
export default (pageContext: PageContext) =>
  `${(pageContext.data as CustomerProductPageData | undefined)?.product?.name ?? 'Mbolo'} | Mbolo`;
