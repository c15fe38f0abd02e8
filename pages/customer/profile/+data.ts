import type { PageContextServer } from 'vike/types';
import type { CountryDto } from '../../../src/contracts/reference.js';

export interface ProfilePageData {
  countries: CountryDto[];
}

/**
 * Only the countries (for the phone's dial code): the profile itself is pageContext.user, read from the
 * session on every request, so the page opens without a second call over a slow network.
 */
export async function data(pageContext: PageContextServer): Promise<ProfilePageData> {
  return { countries: await pageContext.services.geo.countries(pageContext.locale) };
}
