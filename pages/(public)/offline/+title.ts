import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('pages.offline.title');
