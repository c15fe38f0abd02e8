export { AuditModule } from './audit.module.js';
export { AuditLogService, type AuditEntryInput } from './audit-log.service.js';
export { auditContext, type AuditContext } from './audit-context.js';
