import type { PageContextServer } from 'vike/types';
import type { PageInfo } from '../../../src/contracts/pagination.js';
import {
  drawRegisterQuerySchema,
  type DrawRegisterQuery,
  type DrawRegisterRowDto,
  type DrawRegisterStatsDto,
} from '../../../src/contracts/transparency.js';

export interface TransparencyPageData {
  query: DrawRegisterQuery;
  draws: DrawRegisterRowDto[];
  stats: DrawRegisterStatsDto | null;
  pagination: PageInfo | null;
  /** the site's own address, for the npx command line */
  origin: string;
  error: boolean;
}

/** The register's first page for the URL's filters, rendered on the server (it works without JavaScript). */
export async function data(pageContext: PageContextServer): Promise<TransparencyPageData> {
  const parsed = drawRegisterQuerySchema.safeParse(pageContext.urlParsed.search);
  // a hand-edited URL with a bad filter shows the whole register rather than an error
  const query = parsed.success ? parsed.data : drawRegisterQuerySchema.parse({});
  const { drawRegister, config } = pageContext.services;
  // the configured address, never the request's Host header: the page is cached for everyone
  const origin = config.appUrl.replace(/\/+$/, '');
  try {
    const [{ draws, pagination }, stats] = await Promise.all([drawRegister.list(query), drawRegister.stats()]);
    return { query, draws, stats, pagination, origin, error: false };
  } catch (err) {
    console.error('transparency page', err);
    return { query, draws: [], stats: null, pagination: null, origin, error: true };
  }
}
