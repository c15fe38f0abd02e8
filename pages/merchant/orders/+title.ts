import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('merchant.orders.meta_title');
