import { metaText } from '../../../renderer/meta.js';

export default metaText('history.meta.description');
