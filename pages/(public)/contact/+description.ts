import { metaText } from '../../../renderer/meta.js';

export default metaText('contact.meta.description');
