import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { currentPath, loginRedirect } from '../../../renderer/auth/guards.js';

/** Any signed-in user may come here; it is where staff without two-factor are sent. */
export function guard(pageContext: PageContextServer) {
  if (!pageContext.user) throw redirect(loginRedirect(currentPath(pageContext)));
}
