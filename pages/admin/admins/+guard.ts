import type { PageContextServer } from 'vike/types';
import { requireAdmin } from '../../../renderer/auth/guards.js';

/** Spec 3 §6: the people screens sit under the ADMIN role (agents go back to the dashboard). */
export function guard(pageContext: PageContextServer) {
  requireAdmin(pageContext);
}
