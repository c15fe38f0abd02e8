import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { requireUser } from '../../renderer/auth/guards.js';

/** Spec 1 §2: `/dashboard` is the fallback for signed-in users (after e-mail verification): each lands on their own area's home. */
export function guard(pageContext: PageContextServer) {
  const user = requireUser(pageContext);
  throw redirect(user.default_landing || '/customer');
}
