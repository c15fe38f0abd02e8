import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('admin_payouts.meta_title');
