import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('customer_refunds.meta_title');
