import type { PageContextServer } from 'vike/types';
import type { GroupedSettings } from '../../../src/contracts/settings.js';
import type { SettingsLists } from './settings-lists.js';

export interface AdminSettingsPageData {
  /** Every tab's values; null when they could not be read (the page says so and retries). */
  settings: (GroupedSettings & Partial<SettingsLists>) | null;
}

/** The settings read in-process (the same cached service as the API), so the first paint has the values. */
export async function data(pageContext: PageContextServer): Promise<AdminSettingsPageData> {
  try {
    const { settings, geoAdmin, paymentMethods } = pageContext.services;
    const [grouped, countries, languages, payment_methods] = await Promise.all([
      settings.getGrouped(),
      geoAdmin.countries(),
      geoAdmin.languages(),
      paymentMethods.list(),
    ]);
    return { settings: { ...grouped, countries, languages, payment_methods } };
  } catch (err) {
    console.error('admin settings', err);
    return { settings: null };
  }
}
