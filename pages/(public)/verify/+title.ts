import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('verify_page.meta.title');
