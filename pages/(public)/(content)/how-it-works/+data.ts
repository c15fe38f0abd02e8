import type { PageContextServer } from 'vike/types';
import type { ContentDoc } from '../../../../renderer/content/types.js';
import { data as contentData } from '../+data.js';

export type HowItWorksData = ContentDoc & {
  /** the site's configured address, for the npx command line (never the request's Host: pages are cached) */
  origin: string;
};

/** The static texts of the page, plus the site's address for the verifiable-draws section. */
export async function data(pageContext: PageContextServer): Promise<HowItWorksData> {
  const doc = await contentData(pageContext);
  return { ...doc, origin: pageContext.services.config.appUrl.replace(/\/+$/, '') };
}
