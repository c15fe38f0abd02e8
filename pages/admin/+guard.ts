import type { PageContextServer } from 'vike/types';
import { requireManager } from '../../renderer/auth/guards.js';

/**
 * The back-office shell is for managers (super admin, admin, agent). Sections reserved to admins
 * (users, roles, payments…) will add their own stricter guard.
 */
export function guard(pageContext: PageContextServer) {
  requireManager(pageContext);
}
