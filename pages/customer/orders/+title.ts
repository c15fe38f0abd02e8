import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('orders.meta_title');
