import type { PageContext } from 'vike/types';
import { metaTitle } from '../../../../renderer/meta.js';
import type { ProductPageData } from './+data.js';

const unavailable = metaTitle('product.load.not_found_title');
const failed = metaTitle('product.load.error_title');

export default (pageContext: PageContext<ProductPageData>) => {
  const { data } = pageContext;
  if (data.product) return `${data.product.title} | Mbolo`;
  return (data.failure === 'not_found' ? unavailable : failed)(pageContext);
};
