import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('customer.dashboard.meta_title');
