import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('admin_payments.meta_title');
