import { randomUUID } from 'node:crypto';
import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import { mergeMap, type Observable } from 'rxjs';
import { AUDIT_READ } from '../../common/audit/audit-read.js';
import { REQUIRED_PRIVILEGE } from '../../common/auth/decorators.js';
import { primaryRole } from '../../contracts/admin-users.js';
import { auditContext, type AuditContext } from './audit-context.js';
import { AuditLogService } from './audit-log.service.js';
import { redactRecord } from './audit-redaction.js';
import { isAudited, routeAction } from './audit-route.js';
import { recordOnAnswer } from './record-on-answer.js';

/**
 * Opens the audit context around each back-office write (who, which role, from where, which request),
 * so that the ORM subscriber can log the entities it changes in the same transaction. A write that
 * changed no entity through the ORM (cache clear, backup, raw SQL updates) gets one row for the action
 * itself once it has succeeded; a failed one gets none. Which requests are audited comes from the route's
 * metadata (its required privilege), not from the URL's spelling. A read marked @AuditRead (exports,
 * backup downloads) gets one row as its successful answer starts (recordOnAnswer): a refused one gets
 * none, one the client drops midway is logged.
 */
@Injectable()
export class AuditContextInterceptor implements NestInterceptor {
  constructor(
    private readonly audit: AuditLogService,
    private readonly orm: MikroORM,
    private readonly reflector: Reflector,
  ) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (ctx.getType() !== 'http') return next.handle();
    const req = ctx.switchToHttp().getRequest<Request>();
    if (!req.auth) return next.handle();
    const targets = [ctx.getHandler(), ctx.getClass()];
    const readAction = this.reflector.getAllAndOverride<string | undefined>(AUDIT_READ, targets);
    const privileged = this.reflector.getAllAndOverride<string | undefined>(REQUIRED_PRIVILEGE, targets) !== undefined;
    if (!readAction && !isAudited(req, privileged)) return next.handle();
    const store: AuditContext = {
      actorId: req.auth.user.id,
      actorRole: primaryRole(req.auth.roles) ?? req.auth.roles[0] ?? null,
      ip: req.ip ?? req.socket.remoteAddress ?? null,
      requestId: requestIdOf(req),
      action: readAction ?? routeAction(req.method, (req.route as { path?: string } | undefined)?.path ?? req.path),
      written: 0,
    };
    if (readAction) {
      const recording = recordOnAnswer(ctx.switchToHttp().getResponse<Response>(), () => this.recordAction(store, req));
      return next.handle().pipe(
        mergeMap(async (answer) => {
          await recording.beforeAnswer();
          return answer;
        }),
      );
    }
    return auditContext
      .run(store, () => next.handle())
      .pipe(
        mergeMap(async (answer) => {
          if (store.written === 0) await this.recordAction(store, req);
          return answer;
        }),
      );
  }

  private async recordAction(store: AuditContext, req: Request): Promise<void> {
    const [entity] = store.action.split('.');
    const param = Object.values(req.params ?? {})[0];
    // a write's body, or a read's filters (its query string)
    const input: unknown = READ_METHODS.has(req.method) ? req.query : req.body;
    const body =
      input && typeof input === 'object' && !Array.isArray(input) && Object.keys(input).length
        ? redactRecord(input as Record<string, unknown>)
        : null;
    await this.audit.record(this.orm.em.fork(), {
      actorId: store.actorId,
      actorRole: store.actorRole,
      action: store.action,
      entity: entity ?? null,
      entityId: typeof param === 'string' ? param : null,
      before: null,
      after: body,
      ip: store.ip,
      requestId: store.requestId,
    });
    store.written++;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD']);

/** The id pino-http gave the request (also in its log lines), or a fresh one when logging is off. */
function requestIdOf(req: Request): string {
  const id = (req as Request & { id?: unknown }).id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : randomUUID();
}
