import type { PageContextServer } from 'vike/types';
import type { AdminProfileData } from '../../../src/contracts/admin-profile.js';
import type { CountryDto } from '../../../src/contracts/reference.js';

export interface AdminProfilePageData {
  /** null when it could not be read: the page says so and offers to try again. */
  profile: AdminProfileData | null;
  /** For the phone's dial code. */
  countries: CountryDto[];
}

/** The signed-in staff member's profile, counters and sessions, read in-process for the first paint. */
export async function data(pageContext: PageContextServer): Promise<AdminProfilePageData> {
  const { adminProfile, geo } = pageContext.services;
  const countries = await geo.countries(pageContext.locale).catch(() => [] as CountryDto[]);
  if (!pageContext.user) return { profile: null, countries };
  try {
    return {
      profile: await adminProfile.read(pageContext.user.id, pageContext.sessionId, pageContext.locale),
      countries,
    };
  } catch (err) {
    console.error('admin profile', err);
    return { profile: null, countries };
  }
}
