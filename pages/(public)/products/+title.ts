import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('products.meta.title');
