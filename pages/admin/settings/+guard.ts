import type { PageContextServer } from 'vike/types';
import { requireAdmin } from '../../../renderer/auth/guards.js';

/** Spec 3 §1: settings sit under the ADMIN role. This replaces the area's guard. */
export function guard(pageContext: PageContextServer) {
  requireAdmin(pageContext);
}
