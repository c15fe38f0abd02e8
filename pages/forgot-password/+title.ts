import { metaTitle } from '../../renderer/meta.js';

export default metaTitle('forgot.meta.title');
