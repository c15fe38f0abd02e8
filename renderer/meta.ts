import type { PageContext } from 'vike/types';
import { getI18n } from './i18n.js';

/** +title / +description hooks that read a translated key, so every page's meta follows the language. */
export const metaTitle = (key: string) => (pageContext: PageContext) =>
  `${getI18n(pageContext.locale ?? 'fr').t(key)} | Mbolo`;
export const metaText = (key: string) => (pageContext: PageContext) => getI18n(pageContext.locale ?? 'fr').t(key);
