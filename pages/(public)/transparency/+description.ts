import { metaText } from '../../../renderer/meta.js';

export default metaText('transparency.meta.description');
