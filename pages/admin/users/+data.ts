import type { PageContextServer } from 'vike/types';
import { usersData, type AdminUsersPageData } from './users-data.js';

export type { AdminUsersPageData };

export function data(pageContext: PageContextServer): Promise<AdminUsersPageData> {
  return usersData(pageContext, 'all');
}
