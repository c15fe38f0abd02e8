import type { PageContextServer } from 'vike/types';
import { guestOnly } from '../../../renderer/auth/guards.js';

export function guard(pageContext: PageContextServer) {
  guestOnly(pageContext);
}
