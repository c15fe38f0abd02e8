import { metaTitle } from '../../renderer/meta.js';

export default metaTitle('reset.meta.title');
