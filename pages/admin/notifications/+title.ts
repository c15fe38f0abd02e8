import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('notifications.ui.meta_title');
