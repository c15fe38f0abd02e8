import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { isCustomer, isManager, isMerchant } from '../../../src/contracts/roles.js';
import { guestOnly } from '../../../renderer/auth/guards.js';

export function guard(pageContext: PageContextServer) {
  // "Devenir vendeur" (/sell-on-mbolo) links here with ?type=seller: a signed-in customer becomes a seller from the profile page
  const user = pageContext.user;
  if (
    user &&
    pageContext.urlParsed.search.type === 'seller' &&
    isCustomer(user.roles) &&
    !isMerchant(user.roles) &&
    !isManager(user.roles)
  ) {
    throw redirect('/customer/profile');
  }
  guestOnly(pageContext);
}
