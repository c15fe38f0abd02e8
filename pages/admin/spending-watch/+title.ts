import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('buyer_protection.watch.title');
