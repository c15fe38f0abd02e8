export { AccessModule } from './access.module.js';
export { GrantsService, isSuperAdmin } from './grants.service.js';
export { AccessService } from './access.service.js';
export { Privilege, PrivilegeSchema } from './privilege.entity.js';
export { UserTypeSchema } from './user-type.entity.js';
export { ROLE_NAMES, Role, RoleSchema, roleSlug, type RoleName } from './role.entity.js';
