import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { LOCK_KEYS } from '../../infra/database/advisory-lock.js';
import { ExclusiveRunner } from '../../infra/scheduler/exclusive.js';
import { startIntervalJob, stopIntervalJob } from '../../infra/scheduler/interval-job.js';
import { SettingsService } from '../settings/index.js';
import { AdminRefundsService } from './admin-refunds.service.js';
import { RefundPayoutsService } from './refund-payouts.service.js';

const JOB = 'refunds';

/**
 * Each tick (one instance at a time): payouts whose outcome is unknown are asked about; with the
 * auto_refund setting, money owed without a request is raised and sent back.
 */
@Injectable()
export class RefundJobs implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(RefundJobs.name);

  constructor(
    private readonly payouts: RefundPayoutsService,
    private readonly admin: AdminRefundsService,
    private readonly settings: SettingsService,
    private readonly runner: ExclusiveRunner,
    private readonly scheduler: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.jobsEnabled) return;
    startIntervalJob(this.scheduler, this.runner, {
      name: JOB,
      lockKey: LOCK_KEYS.refunds,
      everyMs: this.config.reconcileIntervalSeconds * 1000,
      run: () => this.tick(),
    });
  }

  onModuleDestroy(): void {
    stopIntervalJob(this.scheduler, JOB);
  }

  async tick(now = new Date()): Promise<void> {
    await this.payouts.reconcile(now);
    if (!(await this.settings.get('auto_refund'))) return;
    const report = await this.admin.automaticPass();
    if (report.created || report.processed) this.logger.log(report, 'Automatic refunds');
  }
}
