import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('password_change_page.meta_title');
