import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { isAdmin } from '../../../src/contracts/roles.js';
import { requireManager } from '../../../renderer/auth/guards.js';

/** Spec 3 §1: draws sit under the ADMIN role; agents (managers without it) go back to the dashboard. This replaces the area's guard. */
export function guard(pageContext: PageContextServer) {
  const user = requireManager(pageContext);
  if (!isAdmin(user.roles)) throw redirect('/admin/dashboard');
}
