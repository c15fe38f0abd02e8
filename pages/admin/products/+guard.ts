import type { PageContextServer } from 'vike/types';
import { requirePrivilege } from '../../../renderer/auth/guards.js';

/** Spec 3 §6: open to holders of products.view, the privilege its API asks. This replaces the area's guard. */
export function guard(pageContext: PageContextServer) {
  requirePrivilege(pageContext, 'products.view');
}
