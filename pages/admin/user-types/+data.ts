import type { PageContextServer } from 'vike/types';
import type { UserTypeView } from '../../../src/contracts/access.js';

export interface AdminUserTypesPageData {
  userTypes: UserTypeView[];
  error: boolean;
}

/** The user types, read in-process for the first paint. */
export async function data(pageContext: PageContextServer): Promise<AdminUserTypesPageData> {
  try {
    return { userTypes: await pageContext.services.access.userTypes(), error: false };
  } catch (err) {
    console.error('admin user types', err);
    return { userTypes: [], error: true };
  }
}
