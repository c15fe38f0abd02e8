import { SetMetadata, type CallHandler, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { lastValueFrom, of } from 'rxjs';
import { AuditRead } from '../../common/audit/audit-read.js';
import { REQUIRED_PRIVILEGE } from '../../common/auth/decorators.js';
import type { AuditEntryInput, AuditLogService } from './audit-log.service.js';
import { AuditContextInterceptor } from './audit-context.interceptor.js';

/** Which requests the interceptor audits: decided by the route's metadata, not by the URL. */
class Routes {
  @SetMetadata(REQUIRED_PRIVILEGE, 'users.manage')
  privileged() {}
  plain() {}
  @AuditRead('payments.export')
  exported() {}
}

function run(handler: keyof Routes, req: Record<string, unknown>) {
  const entries: AuditEntryInput[] = [];
  const audit = {
    record: async (_em: unknown, e: AuditEntryInput) => void entries.push(e),
  } as unknown as AuditLogService;
  const orm = { em: { fork: () => ({}) } } as unknown as MikroORM;
  const interceptor = new AuditContextInterceptor(audit, orm, new Reflector());
  const ctx = {
    getType: () => 'http',
    switchToHttp: () => ({
      getRequest: () => ({
        auth: { user: { id: 7 }, roles: ['Admin'] },
        params: {},
        query: {},
        body: {},
        ip: '10.0.0.1',
        socket: {},
        ...req,
      }),
    }),
    getHandler: () => Routes.prototype[handler],
    getClass: () => Routes,
  } as unknown as ExecutionContext;
  const next: CallHandler = { handle: () => of('answer') };
  return { entries, done: lastValueFrom(interceptor.intercept(ctx, next)) };
}

describe('AuditContextInterceptor', () => {
  it('audits a write whose route requires a privilege, whatever the spelling of its URL', async () => {
    const { entries, done } = run('privileged', {
      method: 'POST',
      originalUrl: '/API/ADMIN/users/5/toggle-status',
      path: '/API/ADMIN/users/5/toggle-status',
      route: { path: '/api/admin/users/:id/toggle-status' },
      params: { id: '5' },
    });
    expect(await done).toBe('answer');
    expect(entries).toEqual([expect.objectContaining({ actorId: 7, action: 'users.toggle-status', entityId: '5' })]);
  });

  it('leaves reads and unprivileged routes outside /api/admin alone', async () => {
    for (const [handler, method] of [
      ['privileged', 'GET'],
      ['plain', 'POST'],
    ] as const) {
      const { entries, done } = run(handler, { method, originalUrl: '/api/user/profile', path: '/api/user/profile' });
      await done;
      expect(entries).toEqual([]);
    }
  });

  it('logs a read marked @AuditRead with its action and filters', async () => {
    const { entries, done } = run('exported', {
      method: 'GET',
      originalUrl: '/api/admin/payments/export?format=csv',
      path: '/api/admin/payments/export',
      query: { format: 'csv', status: 'completed' },
    });
    await done;
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: 7,
        action: 'payments.export',
        entity: 'payments',
        after: { format: 'csv', status: 'completed' },
      }),
    ]);
  });
});
