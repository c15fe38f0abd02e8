import { metaTitle } from '../../renderer/meta.js';

export default metaTitle('verify.meta.title');
