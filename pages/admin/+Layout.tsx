export { AdminLayout as default } from '../../renderer/layouts/AdminLayout.js';
