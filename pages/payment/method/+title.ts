import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('payment.meta.method');
