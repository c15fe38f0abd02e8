import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('admin_users.meta_title.customers');
