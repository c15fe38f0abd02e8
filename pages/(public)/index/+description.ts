import { metaText } from '../../../renderer/meta.js';

export default metaText('home.meta.description');
