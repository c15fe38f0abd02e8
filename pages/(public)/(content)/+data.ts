import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { loadContent } from '../../../renderer/content/load-content.js';
import type { ContentDoc } from '../../../renderer/content/types.js';

export async function data(pageContext: PageContextServer): Promise<ContentDoc> {
  const slug = pageContext.urlPathname.replace(/^\/+|\/+$/g, '');
  const doc = await loadContent(slug, pageContext.locale);
  if (!doc) throw render(404);
  return doc;
}
