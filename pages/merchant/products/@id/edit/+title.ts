import { metaTitle } from '../../../../../renderer/meta.js';

export default metaTitle('merchant.form.edit_title');
