import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('transparency.meta.title');
