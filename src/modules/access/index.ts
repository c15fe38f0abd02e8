export { AccessModule } from './access.module.js';
export { GrantsService, isSuperAdmin } from './grants.service.js';
