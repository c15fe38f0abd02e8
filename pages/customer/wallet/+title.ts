import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('customer_wallet.meta_title');
