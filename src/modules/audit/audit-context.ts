import { AsyncLocalStorage } from 'node:async_hooks';

/** Who is changing things in the current back-office request, and how many audit rows it has written. */
export interface AuditContext {
  actorId: number;
  actorRole: string | null;
  ip: string | null;
  requestId: string | null;
  /** What the request does, e.g. `users.toggle-status` or `orders.update_status`. */
  action: string;
  written: number;
}

/** Set around a back-office write's handler; the ORM subscriber reads it during that request's flushes. */
export const auditContext = new AsyncLocalStorage<AuditContext>();
