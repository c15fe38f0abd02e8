import { REDACTED, redactRecord } from './audit-redaction.js';
import { isAudited, routeAction } from './audit-route.js';

describe('routeAction', () => {
  it.each([
    ['POST', '/api/admin/users/:id/toggle-status', 'users.toggle-status'],
    ['POST', '/api/admin/users', 'users.create'],
    ['PUT', '/api/admin/users/:id', 'users.update'],
    ['PUT', '/api/admin/settings', 'settings.update'],
    ['PUT', '/api/admin/settings/:group', 'settings.update'],
    ['POST', '/api/admin/settings/cache/clear', 'settings.cache.clear'],
    ['DELETE', '/api/admin/products/:id', 'products.delete'],
    ['POST', '/api/admin/orders/:orderNumber/status', 'orders.update_status'],
    ['PATCH', '/api/orders/:id/status', 'orders.update_status'],
  ])('%s %s → %s', (method, pattern, action) => expect(routeAction(method, pattern)).toBe(action));
});

describe('isAudited', () => {
  it('takes back-office writes and the staff order status call, never reads', () => {
    expect(isAudited({ method: 'POST', originalUrl: '/api/admin/users/3/toggle-status' })).toBe(true);
    expect(isAudited({ method: 'PATCH', originalUrl: '/api/orders/12/status?x=1' })).toBe(true);
    expect(isAudited({ method: 'GET', originalUrl: '/api/admin/users' })).toBe(false);
    expect(isAudited({ method: 'POST', originalUrl: '/api/orders' })).toBe(false);
    expect(isAudited({ method: 'PUT', originalUrl: '/api/user/profile' })).toBe(false);
  });

  it('does not depend on the spelling of the URL', () => {
    expect(isAudited({ method: 'POST', originalUrl: '/API/Admin/users/3/toggle-status' })).toBe(true);
    expect(isAudited({ method: 'PATCH', originalUrl: '/API/ORDERS/12/STATUS' })).toBe(true);
    // a route that requires a back-office privilege is audited whatever its path
    expect(isAudited({ method: 'POST', originalUrl: '/api/elsewhere/x' }, true)).toBe(true);
    expect(isAudited({ method: 'GET', originalUrl: '/api/elsewhere/x' }, true)).toBe(false);
  });
});

describe('redactRecord', () => {
  it('hides secrets at any depth, and the value of a setting whose key names a secret', () => {
    expect(redactRecord({ passwordHash: 'x', twoFactorSecret: 'y', recoveryCodes: ['a'], email: 'a@b.c' })).toEqual({
      passwordHash: REDACTED,
      twoFactorSecret: REDACTED,
      recoveryCodes: REDACTED,
      email: 'a@b.c',
    });
    expect(
      redactRecord({
        changes: { ebilling_secret: { before: 'old', after: 'new' }, site_name: { before: 'A', after: 'B' } },
      }),
    ).toEqual({
      changes: { ebilling_secret: REDACTED, site_name: { before: 'A', after: 'B' } },
    });
    expect(redactRecord({ key: 'smtp_password', value: 'hunter2' })).toEqual({ key: 'smtp_password', value: REDACTED });
    expect(redactRecord({ at: new Date('2026-01-02T03:04:05Z'), n: 12n })).toEqual({
      at: '2026-01-02T03:04:05.000Z',
      n: '12',
    });
  });
});
