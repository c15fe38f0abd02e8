import type { PageContextServer } from 'vike/types';
import { requireManager } from '../../../renderer/auth/guards.js';

/** Every staff member (agents too) has their own profile, like its API (privilege backoffice.access). */
export function guard(pageContext: PageContextServer) {
  requireManager(pageContext);
}
