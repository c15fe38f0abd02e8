import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { isMerchant } from '../../src/contracts/roles.js';
import { loginRedirect } from '../../renderer/auth/guards.js';

/** Spec 1 §2.1: one address for "my notifications", sent to the area of the user's role. */
export function guard(pageContext: PageContextServer) {
  const { user } = pageContext;
  if (!user) throw redirect(loginRedirect('/notifications'));
  if (user.privileges?.includes('backoffice.access')) throw redirect('/admin/notifications');
  if (isMerchant(user.roles)) throw redirect('/merchant/notifications');
  throw redirect('/customer/notifications');
}
