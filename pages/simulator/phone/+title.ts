import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('simulator.phone.meta_title');
