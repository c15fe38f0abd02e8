import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('admin_profile.meta_title');
