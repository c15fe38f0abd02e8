import type { PageContext } from 'vike/types';
import { getI18n } from '../../../renderer/i18n.js';

export default (pageContext: PageContext) => getI18n(pageContext.locale ?? 'fr').t('home.meta.title');
