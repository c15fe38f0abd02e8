import type { AdminCountry, AdminLanguage } from '../../../src/contracts/geo-admin.js';
import type { AdminPaymentMethod } from '../../../src/contracts/payment-methods.js';

/** What GET /admin/settings answers besides the groups: the Pays, Langues and Paiements tabs' lists. */
export interface SettingsLists {
  countries: AdminCountry[];
  languages: AdminLanguage[];
  payment_methods: AdminPaymentMethod[];
}
