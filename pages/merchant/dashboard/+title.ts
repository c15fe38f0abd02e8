import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('merchant_shell.dashboard.meta_title_full');
