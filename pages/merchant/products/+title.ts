import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('merchant.products.meta_title');
