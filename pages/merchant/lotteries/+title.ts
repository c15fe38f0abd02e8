import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('merchant.lotteries.meta_title');
