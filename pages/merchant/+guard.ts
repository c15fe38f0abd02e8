import type { PageContextServer } from 'vike/types';
import { requireMerchant } from '../../renderer/auth/guards.js';

export function guard(pageContext: PageContextServer) {
  requireMerchant(pageContext);
}
