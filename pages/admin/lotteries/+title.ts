import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('admin_lotteries.meta_title');
