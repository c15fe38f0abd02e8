import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('admin_activities.meta_title');
