export { MerchantLayout as default } from '../../renderer/layouts/MerchantLayout.js';
