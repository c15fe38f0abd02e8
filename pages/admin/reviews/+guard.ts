import type { PageContextServer } from 'vike/types';
import { requirePrivilege } from '../../../renderer/auth/guards.js';

/** Open to holders of reviews.moderate, the privilege its API asks. This replaces the area's guard. */
export function guard(pageContext: PageContextServer) {
  requirePrivilege(pageContext, 'reviews.moderate');
}
