import type { PageContextServer } from 'vike/types';
import { usersData, type AdminUsersPageData } from '../users/users-data.js';

export type { AdminUsersPageData };

export function data(pageContext: PageContextServer): Promise<AdminUsersPageData> {
  return usersData(pageContext, 'customers');
}
