import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LOCK_KEYS } from '../database/advisory-lock.js';
import { IntervalJobs } from '../scheduler/interval-job.js';
import { OutboxMessage } from './outbox-message.entity.js';

const EVERY_MS = 60 * 60_000;
/** Delivered messages (their body already blanked) are kept this long for support questions. */
export const DELIVERED_KEPT_MS = 24 * 60 * 60_000;
/** Anything else (the outbox as destination in development, undeliverable mail) at most this long. */
export const UNDELIVERED_KEPT_MS = 7 * 24 * 60 * 60_000;

/**
 * The outbox holds one-time codes and reset links: it is a queue, not an archive. Once an hour (one
 * instance at a time) delivered rows older than a day and every row older than a week are deleted.
 */
@Injectable()
export class OutboxRetention implements OnApplicationBootstrap {
  private readonly logger = new Logger(OutboxRetention.name);

  constructor(
    private readonly em: EntityManager,
    private readonly jobs: IntervalJobs,
  ) {}

  onApplicationBootstrap(): void {
    this.jobs.start({
      name: 'purgeOutbox',
      lockKey: LOCK_KEYS.purgeOutbox,
      everyMs: EVERY_MS,
      run: () => this.purge(),
      runAtStart: true,
    });
  }

  /** Deletes what is past its keeping time; returns how many rows went. */
  async purge(now = new Date()): Promise<number> {
    const delivered = new Date(now.getTime() - DELIVERED_KEPT_MS);
    const any = new Date(now.getTime() - UNDELIVERED_KEPT_MS);
    const removed = await this.em
      .fork()
      .nativeDelete(OutboxMessage, { $or: [{ sentAt: { $lt: delivered } }, { createdAt: { $lt: any } }] });
    if (removed) this.logger.log({ removed }, 'Outbox purged');
    return removed;
  }
}
