import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('merchant_payouts.meta_title');
