import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { requireManager } from '../../../renderer/auth/guards.js';

/** /admin is the dashboard (spec 1 §2.1). This guard replaces the area's, so it checks the role too. */
export function guard(pageContext: PageContextServer) {
  requireManager(pageContext);
  throw redirect('/admin/dashboard');
}
