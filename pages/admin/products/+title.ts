import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('admin_products.meta_title');
