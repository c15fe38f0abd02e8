import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('customer_tickets.meta_title');
