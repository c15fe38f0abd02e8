import type { Request } from 'express';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const STAFF_ORDER_STATUS = /^\/api\/orders\/[^/]+\/status\/?$/;
const VERBS: Record<string, string> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };

/**
 * Back-office writes: any write whose route requires a back-office privilege (every /api/admin route
 * and the staff order status call: the route's metadata, whatever the URL's spelling), and, as a
 * fallback, any write whose path is under /api/admin or is the order status call, compared without
 * case (routing is case-sensitive now, but `/API/Admin/...` once reached the handlers unaudited).
 */
export function isAudited(req: Pick<Request, 'method' | 'originalUrl'>, privileged = false): boolean {
  if (READS.has(req.method)) return false;
  if (privileged) return true;
  const path = (req.originalUrl.split('?', 1)[0] ?? '').toLowerCase();
  return path.startsWith('/api/admin/') || (req.method === 'PATCH' && STAFF_ORDER_STATUS.test(path));
}

/**
 * The action a route performs, from its pattern: `POST /api/admin/users/:id/toggle-status` →
 * `users.toggle-status`, `PUT /api/admin/settings` → `settings.update`, `POST /api/admin/settings/cache/clear`
 * → `settings.cache.clear`. Both order status calls are `orders.update_status`, like their privilege.
 */
export function routeAction(method: string, pattern: string): string {
  const segments = pattern
    .replace(/^\/?api\/(admin\/)?/, '')
    .replace(/^\//, '')
    .split('/')
    .filter(Boolean);
  const named = segments.filter((s) => !s.startsWith(':'));
  if (named[0] === 'orders' && named.at(-1) === 'status') return 'orders.update_status';
  const last = segments.at(-1) ?? '';
  // a POST to a named sub-path is an action of its own (toggle-status, refund, cache/clear); elsewhere the verb says it
  const isAction = method === 'POST' && named.length > 1 && !last.startsWith(':');
  return [...named, ...(isAction ? [] : [VERBS[method] ?? method.toLowerCase()])].join('.') || 'admin';
}
