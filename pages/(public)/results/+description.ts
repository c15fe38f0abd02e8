import { metaText } from '../../../renderer/meta.js';

export default metaText('results.meta.description');
