import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('history.meta.title');
