import type { PageContextServer } from 'vike/types';
import { requireUser } from '../../renderer/auth/guards.js';

/** The customer area needs a signed-in user only (spec 1 §6), whatever the role. */
export function guard(pageContext: PageContextServer) {
  requireUser(pageContext);
}
