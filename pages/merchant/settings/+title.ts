import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('merchant.settings.meta_title');
