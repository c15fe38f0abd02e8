import { Module } from '@nestjs/common';
import { ExclusiveRunner } from '../../infra/scheduler/exclusive.js';
import { IntervalJobs } from '../../infra/scheduler/interval-job.js';
import { AdminLedgerController } from './admin-ledger.controller.js';
import { LedgerCheckJob } from './ledger-check.job.js';
import { LedgerDomainSources } from './ledger-sources.js';
import { LedgerService } from './ledger.service.js';

/** The double-entry ledger: posted to by payments and refunds, checked nightly, read by /admin/ledger. */
@Module({
  controllers: [AdminLedgerController],
  providers: [LedgerService, LedgerDomainSources, LedgerCheckJob, ExclusiveRunner, IntervalJobs],
  exports: [LedgerService, LedgerDomainSources, LedgerCheckJob],
})
export class LedgerModule {}
