import { SetMetadata, type CallHandler, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { defer, lastValueFrom, of } from 'rxjs';
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

/** The little of a node:http response the interceptor uses; `ended` settles once the answer's real end ran. */
function fakeResponse() {
  let finish!: (how: 'ended' | 'destroyed') => void;
  const ended = new Promise<'ended' | 'destroyed'>((r) => (finish = r));
  const res = {
    statusCode: 200,
    headersSent: false,
    writeHead(status: number) {
      res.statusCode = status;
      res.headersSent = true;
      return res;
    },
    end() {
      if (!res.headersSent) res.writeHead(res.statusCode);
      finish('ended');
      return res;
    },
    destroy() {
      finish('destroyed');
      return res;
    },
  };
  return { res, ended };
}

interface Answer {
  status: number;
  recordFails?: boolean;
  /** the handler returns its answer for Nest to send, rather than writing it itself */
  returned?: boolean;
}

function run(handler: keyof Routes, req: Record<string, unknown>, answer: Answer = { status: 200 }) {
  const order: string[] = [];
  const entries: AuditEntryInput[] = [];
  const audit = {
    record: async (_em: unknown, e: AuditEntryInput) => {
      if (answer.recordFails) throw new Error('database unavailable');
      entries.push(e);
      order.push('recorded');
    },
  } as unknown as AuditLogService;
  const orm = { em: { fork: () => ({}) } } as unknown as MikroORM;
  const interceptor = new AuditContextInterceptor(audit, orm, new Reflector());
  const { res, ended } = fakeResponse();
  const ctx = {
    getType: () => 'http',
    switchToHttp: () => ({
      getResponse: () => res,
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
  // the handler answers by itself, as the exports' @Res handlers do
  const next: CallHandler = {
    handle: () =>
      defer(() => {
        res.statusCode = answer.status;
        if (!answer.returned) res.end();
        return of('answer');
      }),
  };
  void ended.then((how) => order.push(how));
  return { entries, ended, order, done: lastValueFrom(interceptor.intercept(ctx, next)) };
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

  const exportRequest = {
    method: 'GET',
    originalUrl: '/api/admin/payments/export?format=csv',
    path: '/api/admin/payments/export',
    query: { format: 'csv', status: 'completed' },
  };

  it('logs a read marked @AuditRead with its action and filters before its answer ends', async () => {
    const { entries, ended, order, done } = run('exported', exportRequest);
    await done;
    expect(await ended).toBe('ended');
    expect(order).toEqual(['recorded', 'ended']);
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: 7,
        action: 'payments.export',
        entity: 'payments',
        after: { format: 'csv', status: 'completed' },
      }),
    ]);
  });

  it('logs nothing for a read refused with a 4xx (bad filters, unknown id)', async () => {
    for (const status of [404, 422]) {
      const { entries, ended, done } = run('exported', exportRequest, { status });
      await done;
      expect(await ended).toBe('ended');
      expect(entries).toEqual([]);
    }
  });

  it('logs a returned answer before handing it on to be sent', async () => {
    const { entries, order, done } = run('exported', exportRequest, { status: 200, returned: true });
    expect(await done).toBe('answer');
    expect(entries).toHaveLength(1);
    expect(order).toEqual(['recorded']);
  });

  it('cuts the answer off, and fails, when its record cannot be written', async () => {
    for (const returned of [false, true]) {
      const { entries, order, done } = run('exported', exportRequest, { status: 200, recordFails: true, returned });
      await expect(done).rejects.toThrow('database unavailable');
      await new Promise((r) => setImmediate(r));
      expect(order).toEqual(returned ? [] : ['destroyed']);
      expect(entries).toEqual([]);
    }
  });
});
