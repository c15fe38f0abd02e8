import type { PageContextServer } from 'vike/types';
import type { CountryDto } from '../../../src/contracts/reference.js';
import type { SpendingLimitsDto } from '../../../src/contracts/buyer-protection.js';

export interface ProfilePageData {
  countries: CountryDto[];
  /** the « Jeu responsable » tab's figures; null when unread (the tab then asks the API) */
  spendingLimits: SpendingLimitsDto | null;
}

/**
 * The countries (for the phone's dial code) and the buyer's spending limits: the profile itself is pageContext.user, read from the
 * session on every request, so the page opens without a second call over a slow network.
 */
export async function data(pageContext: PageContextServer): Promise<ProfilePageData> {
  const [countries, spendingLimits] = await Promise.all([
    pageContext.services.geo.countries(pageContext.locale),
    pageContext.services.buyerLimits.view(pageContext.user!.id).catch((err: unknown) => {
      console.error('profile spending limits', err);
      return null;
    }),
  ]);
  return { countries, spendingLimits };
}
