import type { PageContext } from 'vike/types';
import { metaText } from '../../../../renderer/meta.js';
import type { ProductPageData } from './+data.js';

const unavailable = metaText('product.load.not_found_text');

/** The product's own description, cut at a word near 160 characters (what search results show). */
export default (pageContext: PageContext<ProductPageData>) => {
  const { product } = pageContext.data;
  if (!product) return unavailable(pageContext);
  const text = product.description.replace(/\s+/g, ' ').trim();
  return text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s+\S*$/, '')}…`;
};
