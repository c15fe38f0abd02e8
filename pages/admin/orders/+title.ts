import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('admin_orders.meta_title');
