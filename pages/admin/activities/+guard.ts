import type { PageContextServer } from 'vike/types';
import { requirePrivilege } from '../../../renderer/auth/guards.js';

/** The audit log is open to holders of activities.view, like GET /admin/activities (privilege activities.view). This replaces the area's guard. */
export function guard(pageContext: PageContextServer) {
  requirePrivilege(pageContext, 'activities.view');
}
