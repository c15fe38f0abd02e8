import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('admin_ledger.meta_title');
