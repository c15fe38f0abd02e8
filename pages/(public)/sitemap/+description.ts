import { metaText } from '../../../renderer/meta.js';

export default metaText('sitemap.description');
