import { metaTitle } from '../../../../renderer/meta.js';

export default metaTitle('orders.detail_meta_title');
