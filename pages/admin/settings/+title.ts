import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('admin_settings.meta_title');
