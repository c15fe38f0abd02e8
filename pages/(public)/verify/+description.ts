import { metaText } from '../../../renderer/meta.js';

export default metaText('verify_page.meta.description');
