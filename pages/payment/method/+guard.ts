import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { requireUser } from '../../../renderer/auth/guards.js';

/** Spec 2 §2.3, §6: signed-in only; without an order number or transaction id there is nothing to pay. */
export function guard(pageContext: PageContextServer) {
  requireUser(pageContext);
  const q = pageContext.urlParsed.search;
  if (!q.order_number && !q.transaction_id) throw redirect('/');
}
