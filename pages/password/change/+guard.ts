import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { currentPath, loginRedirect } from '../../../renderer/auth/guards.js';

/** Any signed-in user may come here; it is where an account with a temporary password is sent. */
export function guard(pageContext: PageContextServer) {
  if (!pageContext.user) throw redirect(loginRedirect(currentPath(pageContext)));
}
