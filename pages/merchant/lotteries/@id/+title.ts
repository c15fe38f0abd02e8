import { metaTitle } from '../../../../renderer/meta.js';

export default metaTitle('merchant.lotteries.detail_meta_title');
