import type { PageContextServer } from 'vike/types';
import type { RoleView } from '../../../src/contracts/access.js';
import { translator } from '../../../src/common/i18n/server-i18n.js';

export interface AdminRolesPageData {
  roles: RoleView[];
  error: boolean;
}

/** The role × privilege matrix, read in-process for the first paint. */
export async function data(pageContext: PageContextServer): Promise<AdminRolesPageData> {
  try {
    return { roles: await pageContext.services.access.roles(translator(pageContext.locale)), error: false };
  } catch (err) {
    console.error('admin roles', err);
    return { roles: [], error: true };
  }
}
