import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('sitemap.title');
