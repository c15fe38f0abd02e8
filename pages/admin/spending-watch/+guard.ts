import type { PageContextServer } from 'vike/types';
import { requirePrivilege } from '../../../renderer/auth/guards.js';

/** Buyers near their monthly ticket cap: holders of lotteries.view, like GET /admin/lotteries/spending-watch. This replaces the area's guard. */
export function guard(pageContext: PageContextServer) {
  requirePrivilege(pageContext, 'lotteries.view');
}
