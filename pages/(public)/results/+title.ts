import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('results.meta.title');
