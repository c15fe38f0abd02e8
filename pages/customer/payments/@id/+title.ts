import { metaTitle } from '../../../../renderer/meta.js';

export default metaTitle('payments.detail_meta_title');
