import type { PageContextServer } from 'vike/types';
import { requireManager } from '../../../renderer/auth/guards.js';

/** The activity log is the dashboard's, open to every manager like GET /admin/activities. This replaces the area's guard. */
export function guard(pageContext: PageContextServer) {
  requireManager(pageContext);
}
