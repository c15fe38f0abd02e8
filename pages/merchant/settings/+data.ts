import type { PageContextServer } from 'vike/types';
import { envelope } from '../../../src/common/http/envelope.js';
import type { MerchantProfileView } from '../../../src/contracts/merchant.js';
import type { One } from '../components/merchant-api.js';
import { merchantOf, settle } from '../components/merchant-data.js';

export interface MerchantSettingsPageData {
  /** GET /api/merchant/settings of the signed-in merchant; null when it could not be read here. */
  profile: One<MerchantProfileView> | null;
}

export async function data(pageContext: PageContextServer): Promise<MerchantSettingsPageData> {
  const { id, kind } = merchantOf(pageContext);
  const { profile } = pageContext.services.merchant;
  return { profile: await settle('settings', async () => envelope(await profile.get(id, kind))) };
}
