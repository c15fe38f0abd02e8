import type { PageContext } from 'vike/types';
import type { ProductPageData } from './+data.js';

export default (pageContext: PageContext<ProductPageData>) => `${pageContext.data.product.title} | Mbolo`;
