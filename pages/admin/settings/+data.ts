import type { PageContextServer } from 'vike/types';
import type { GroupedSettings } from '../../../src/contracts/settings.js';

export interface AdminSettingsPageData {
  /** Every tab's values; null when they could not be read (the page says so and retries). */
  settings: GroupedSettings | null;
}

/** The settings read in-process (the same cached service as the API), so the first paint has the values. */
export async function data(pageContext: PageContextServer): Promise<AdminSettingsPageData> {
  try {
    return { settings: await pageContext.services.settings.getGrouped() };
  } catch (err) {
    console.error('admin settings', err);
    return { settings: null };
  }
}
