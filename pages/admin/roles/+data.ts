import type { PageContextServer } from 'vike/types';
import type { RoleView } from '../../../src/contracts/access.js';
import { translator } from '../../../src/common/i18n/server-i18n.js';
import { readAccessList } from '../access-read.js';

export interface AdminRolesPageData {
  roles: RoleView[];
  error: boolean;
}

/** The role × privilege matrix, read in-process for the first paint. */
export async function data(pageContext: PageContextServer): Promise<AdminRolesPageData> {
  const { rows, error } = await readAccessList('admin roles', () =>
    pageContext.services.access.roles(translator(pageContext.locale)),
  );
  return { roles: rows, error };
}
