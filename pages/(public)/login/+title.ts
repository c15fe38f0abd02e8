import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('login.meta.title');
