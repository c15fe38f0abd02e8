import type { Locale } from '../types.js';
import type { ContentDoc } from './types.js';

// Server-only (used from +data): the texts of one page in one language reach the browser, never the whole set.
const docs = import.meta.glob<ContentDoc>('../../locales/content/*/*.json', { import: 'default' });

export async function loadContent(slug: string, locale: Locale): Promise<ContentDoc | null> {
  const load = docs[`../../locales/content/${locale}/${slug}.json`] ?? docs[`../../locales/content/fr/${slug}.json`];
  return load ? load() : null;
}
