import type { PageContext } from 'vike/types';
import { getI18n } from '../../renderer/i18n.js';

export default (pageContext: PageContext) =>
  `${getI18n(pageContext.locale ?? 'fr').t(pageContext.is404 ? 'pages.not_found.title' : 'pages.error.title')} | Mbolo`;
