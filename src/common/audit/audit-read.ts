import { SetMetadata } from '@nestjs/common';

export const AUDIT_READ = 'mbolo:audit-read';

/**
 * A read that hands out personal data or a copy of the database (exports, backup downloads): the audit
 * interceptor logs it like a write, as `action`, with the route's parameter (file name, raffle id) and
 * the export's filters. Reads are otherwise never logged.
 */
export const AuditRead = (action: string) => SetMetadata(AUDIT_READ, action);
