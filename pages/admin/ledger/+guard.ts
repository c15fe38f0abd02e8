import type { PageContextServer } from 'vike/types';
import { requirePrivilege } from '../../../renderer/auth/guards.js';

/** The ledger's balances: holders of payments.view, like GET /admin/ledger/balances. This replaces the area's guard. */
export function guard(pageContext: PageContextServer) {
  requirePrivilege(pageContext, 'payments.view');
}
