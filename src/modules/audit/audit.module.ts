import { Module, type OnModuleInit } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { AdminAuditController } from './admin-audit.controller.js';
import { AuditContextInterceptor } from './audit-context.interceptor.js';
import { AuditFlushSubscriber } from './audit-flush.subscriber.js';
import { AuditLogService } from './audit-log.service.js';

/** Issue 15: the append-only journal of back-office changes, written by every admin write, read by /admin/activities. */
@Module({
  controllers: [AdminAuditController],
  providers: [AuditLogService, { provide: APP_INTERCEPTOR, useClass: AuditContextInterceptor }],
  exports: [AuditLogService],
})
export class AuditModule implements OnModuleInit {
  constructor(
    private readonly orm: MikroORM,
    private readonly audit: AuditLogService,
  ) {}

  onModuleInit(): void {
    // forks share the root event manager, so every transaction of the application is seen
    this.orm.em.getEventManager().registerSubscriber(new AuditFlushSubscriber(this.audit));
  }
}
