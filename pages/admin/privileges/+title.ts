import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('access.meta_title.privileges');
