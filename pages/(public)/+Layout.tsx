export { PublicLayout as default } from '../../renderer/layouts/PublicLayout.js';
