import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('profile_page.two_factor.setup_meta_title');
