import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { guestOnly } from '../../renderer/auth/guards.js';

export function guard(pageContext: PageContextServer) {
  guestOnly(pageContext);
  // Spec 1 §2.7: without the identifier the code cannot be checked; start again.
  if (!pageContext.urlParsed.search.identifier?.trim()) throw redirect('/forgot-password');
}
