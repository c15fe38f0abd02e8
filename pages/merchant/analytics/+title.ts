import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('merchant.analytics.meta_title');
