import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('profile_page.meta_title');
