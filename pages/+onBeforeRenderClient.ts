import type { PageContextClient } from 'vike/types';
import { addMessages, loadLocale } from '../renderer/i18n.js';
import frPublic from 'virtual:locale/fr/public';

// Comes with every page, as the text of the layout and of the public pages most visits see.
addMessages('fr', frPublic, 'public');

/** The page's text is in place before React renders it, so the client renders the server's very text. */
export async function onBeforeRenderClient(pageContext: PageContextClient): Promise<void> {
  await loadLocale(pageContext.locale ?? 'fr', pageContext.pageId ?? undefined);
}
