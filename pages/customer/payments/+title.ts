import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('payments.meta_title');
