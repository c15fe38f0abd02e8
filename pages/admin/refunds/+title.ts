import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('admin_refunds.meta_title');
