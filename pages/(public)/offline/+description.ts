import { metaText } from '../../../renderer/meta.js';

export default metaText('pages.offline.description');
