import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('register.meta.title');
