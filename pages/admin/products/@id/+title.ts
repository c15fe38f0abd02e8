import type { PageContext } from 'vike/types';
import { getI18n } from '../../../../renderer/i18n.js';
import type { AdminProductPageData } from './+data.js';

export default (pageContext: PageContext) => {
  const t = getI18n(pageContext.locale ?? 'fr').t;
  const product = (pageContext.data as AdminProductPageData | undefined)?.product;
  return `${product ? t('admin_products.detail_meta_title', { name: product.name }) : t('admin_products.meta_title')} | Mbolo`;
};
