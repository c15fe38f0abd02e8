import type { PageContextClient } from 'vike/types';
import { loadLocale } from '../renderer/i18n.js';

/** The page's language is in place before React hydrates, so the client renders the server's very text. */
export async function onBeforeRenderClient(pageContext: PageContextClient): Promise<void> {
  await loadLocale(pageContext.locale ?? 'fr');
}
