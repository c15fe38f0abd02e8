import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('contact.meta.title');
