import type { PageContextServer } from 'vike/types';
import type { CategoryDto } from '../../../src/contracts/reference.js';

export async function data(pageContext: PageContextServer): Promise<{ categories: CategoryDto[] }> {
  return { categories: await pageContext.services.categories.list(pageContext.locale) };
}
