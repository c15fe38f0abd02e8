import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('reviews.admin.meta_title');
