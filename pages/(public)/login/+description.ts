import { metaText } from '../../../renderer/meta.js';

export default metaText('login.meta_description');
