import { metaTitle } from '../../../../renderer/meta.js';

export default metaTitle('merchant.form.create_title');
