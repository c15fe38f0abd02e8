import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { LOCK_KEYS } from '../../infra/database/advisory-lock.js';
import { IntervalJobs } from '../../infra/scheduler/interval-job.js';
import { SettingsService } from '../settings/index.js';
import { AdminRefundsService } from './admin-refunds.service.js';
import { RefundPayoutsService } from './refund-payouts.service.js';

/**
 * Each tick (one instance at a time): payouts whose outcome is unknown are asked about; with the
 * auto_refund setting, money owed without a request is raised and sent back.
 */
@Injectable()
export class RefundJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger(RefundJobs.name);

  constructor(
    private readonly payouts: RefundPayoutsService,
    private readonly admin: AdminRefundsService,
    private readonly settings: SettingsService,
    private readonly jobs: IntervalJobs,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.jobs.start({
      name: 'refunds',
      lockKey: LOCK_KEYS.refunds,
      everyMs: this.config.reconcileIntervalSeconds * 1000,
      run: () => this.tick(),
    });
  }

  async tick(now = new Date()): Promise<void> {
    await this.payouts.reconcile(now);
    if (!(await this.settings.get('auto_refund'))) return;
    const report = await this.admin.automaticPass();
    if (report.created || report.processed) this.logger.log(report, 'Automatic refunds');
  }
}
