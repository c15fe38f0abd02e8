import { metaText } from '../../../renderer/meta.js';

export default metaText('register.meta_description');
