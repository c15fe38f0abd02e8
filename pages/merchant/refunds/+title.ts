import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('merchant.refunds.meta_title');
