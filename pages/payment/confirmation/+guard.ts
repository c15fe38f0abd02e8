import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';

/** Spec 2 §2.3, §6: no login needed (the bill's token is the key); without a bill or an amount, home. */
export function guard(pageContext: PageContextServer) {
  const q = pageContext.urlParsed.search;
  if (!q.bill_id || !q.amount) throw redirect('/');
}
