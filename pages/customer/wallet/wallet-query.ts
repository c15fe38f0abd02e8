import { withQuery, type WithPage } from '../../../renderer/lib/url-filters.js';

/** The movements list has no filter, only its page in the URL: +data (server) and the page (browser) read it alike. */
export const WALLET_FILTERS = {};

export const WALLET_PER_PAGE = 20;

/** The query of GET /api/user/wallet for the URL's page; +data reads the same one in-process. */
export const walletApiQuery = ({ page }: WithPage<typeof WALLET_FILTERS>) => ({ page, per_page: WALLET_PER_PAGE });

export const walletApiPath = (filters: WithPage<typeof WALLET_FILTERS>): string =>
  withQuery('/user/wallet', walletApiQuery(filters));

/** The page's own address for page `n` (page links work without JavaScript). */
export const walletPageHref = (n: number): string => withQuery('/customer/wallet', { page: n > 1 ? n : undefined });
