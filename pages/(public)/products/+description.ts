import { metaText } from '../../../renderer/meta.js';

export default metaText('products.meta.description');
