import type { PageContextServer } from 'vike/types';
import type { ProductFormPageData } from '../form/form-data.js';
import { readFormData } from '../form/read-form-data.js';

export async function data(pageContext: PageContextServer): Promise<ProductFormPageData> {
  return readFormData(pageContext, null);
}
