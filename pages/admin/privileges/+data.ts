import type { PageContextServer } from 'vike/types';
import type { PrivilegeView } from '../../../src/contracts/access.js';
import { translator } from '../../../src/common/i18n/server-i18n.js';
import { readAccessList } from '../access-read.js';

export interface AdminPrivilegesPageData {
  privileges: PrivilegeView[];
  error: boolean;
}

/** Every privilege and the roles holding it, read in-process for the first paint. */
export async function data(pageContext: PageContextServer): Promise<AdminPrivilegesPageData> {
  const { rows, error } = await readAccessList('admin privileges', () =>
    pageContext.services.access.privileges(translator(pageContext.locale)),
  );
  return { privileges: rows, error };
}
