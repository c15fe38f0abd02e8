import { metaTitle } from '../../../renderer/meta.js';

export default metaTitle('audit_log.meta_title');
