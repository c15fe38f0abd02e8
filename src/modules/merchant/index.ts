// The merchant module's public surface: other modules and the app import only from here.
export { seedMerchantProfiles } from './merchant-demo.js';
export { collectMerchantReads, type MerchantPageReads } from './merchant-page-reads.js';
export { MerchantProfileSchema } from './merchant-profile.entity.js';
export { sellerKind } from './merchant-scope.js';
export { MerchantModule } from './merchant.module.js';
