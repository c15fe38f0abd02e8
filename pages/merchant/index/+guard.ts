import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { requireMerchant } from '../../../renderer/auth/guards.js';
import { merchantHome } from '../../../renderer/layouts/MerchantLayout.js';

/**
 * /merchant goes to the seller's dashboard (spec 1 §2.1): the simple one for individual sellers, the
 * full one for enterprises. This guard replaces the area's, so it checks the role too.
 */
export function guard(pageContext: PageContextServer) {
  const user = requireMerchant(pageContext);
  throw redirect(merchantHome(user.roles));
}
