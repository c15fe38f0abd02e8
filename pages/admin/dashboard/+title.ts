import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('admin_shell.dashboard.meta_title');
