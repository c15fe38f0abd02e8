import { metaTitle } from '../../../../renderer/meta.js';

export default metaTitle('login.callback.meta_title');
