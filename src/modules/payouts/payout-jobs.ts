import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { LOCK_KEYS } from '../../infra/database/advisory-lock.js';
import { IntervalJobs } from '../../infra/scheduler/interval-job.js';
import { PayoutBalances } from './payout-balance.js';
import { PayoutSender } from './payout-sender.service.js';

/** Sales are released to their merchants at most this often by the job (a merchant's own page releases its own at once). */
const RELEASE_EVERY_MS = 10 * 60_000;

/**
 * Each tick (one instance at a time): payouts whose outcome is unknown are asked about at SHAP; every
 * ten minutes, the sales whose payout delay is over are released to their merchants.
 */
@Injectable()
export class PayoutJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger(PayoutJobs.name);
  private lastRelease = 0;

  constructor(
    private readonly sender: PayoutSender,
    private readonly balances: PayoutBalances,
    private readonly jobs: IntervalJobs,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.jobs.start({
      name: 'payouts',
      lockKey: LOCK_KEYS.payouts,
      everyMs: this.config.reconcileIntervalSeconds * 1000,
      run: () => this.tick(),
    });
  }

  async tick(now = new Date()): Promise<void> {
    const asked = await this.sender.reconcile(now);
    if (asked) this.logger.log({ asked }, 'Payouts asked about');
    if (now.getTime() - this.lastRelease < RELEASE_EVERY_MS) return;
    this.lastRelease = now.getTime();
    await this.balances.release(null, now);
  }
}
