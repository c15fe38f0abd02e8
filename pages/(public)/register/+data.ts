import type { PageContextServer } from 'vike/types';
import type { CountryDto } from '../../../src/contracts/reference.js';

export interface RegisterPageData {
  countries: CountryDto[];
}

/** The countries come with the page: no extra round trip over 3G before the form can be filled. */
export async function data(pageContext: PageContextServer): Promise<RegisterPageData> {
  return { countries: await pageContext.services.geo.countries(pageContext.locale) };
}
