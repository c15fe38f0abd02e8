import type { PageContextServer } from 'vike/types';
import { requireUser } from '../../../renderer/auth/guards.js';

/** Spec 2 §6: the phone screen needs a signed-in user; its query is checked on the page (spec 2 §2.3 toasts). */
export function guard(pageContext: PageContextServer) {
  requireUser(pageContext);
}
