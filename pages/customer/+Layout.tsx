export { CustomerLayout as default } from '../../renderer/layouts/CustomerLayout.js';
