import type { PageContext } from 'vike/types';
import type { ProductPageData } from './+data.js';

/** The product's own description, cut at a word near 160 characters (what search results show). */
export default (pageContext: PageContext<ProductPageData>) => {
  const text = pageContext.data.product.description.replace(/\s+/g, ' ').trim();
  return text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s+\S*$/, '')}…`;
};
