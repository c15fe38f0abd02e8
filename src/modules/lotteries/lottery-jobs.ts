import { Inject, Injectable } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { LOCK_KEYS } from '../../infra/database/advisory-lock.js';
import { ExclusiveRunner } from '../../infra/scheduler/exclusive.js';
import { DrawService } from './draw.service.js';

@Injectable()
export class LotteryJobs {
  constructor(
    private readonly draws: DrawService,
    private readonly runner: ExclusiveRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Interval(60_000)
  async closeExpiredLotteries(): Promise<void> {
    if (!this.config.jobsEnabled) return;
    await this.runner.run(LOCK_KEYS.closeExpiredLotteries, 'closeExpiredLotteries', () => this.draws.closeExpired());
  }

  /** Sold-out raffles wait for the beacon round after their close (a few seconds with drand). */
  @Interval(15_000)
  async drawWaitingLotteries(): Promise<void> {
    if (!this.config.jobsEnabled) return;
    await this.runner.run(LOCK_KEYS.drawWaiting, 'drawWaitingLotteries', () => this.draws.drawWaiting());
  }
}
