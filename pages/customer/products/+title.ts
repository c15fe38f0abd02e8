import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('customer_products.meta_title');
