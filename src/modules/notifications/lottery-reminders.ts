import { Inject, Injectable } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { LOCK_KEYS } from '../../infra/database/advisory-lock.js';
import { EventBus } from '../../infra/events/event-bus.js';
import { ExclusiveRunner } from '../../infra/scheduler/exclusive.js';
import type { ReminderKind } from './lottery-reminder.entity.js';

const HOUR = 60 * 60 * 1000;
/** Each reminder's window before the end date; a lottery already inside the 1 h window only gets that one. */
const WINDOWS: { kind: ReminderKind; from: number; to: number }[] = [
  { kind: '24h', from: HOUR, to: 24 * HOUR },
  { kind: '1h', from: 0, to: HOUR },
];

/**
 * 24 h and 1 h before an open lottery ends (its draw date), its participants — owners of paid
 * tickets — are reminded, once each: one instance runs the tick (advisory lock), and the sent-marker
 * row, unique per (lottery, kind), is written in the same transaction as the event is published.
 */
@Injectable()
export class LotteryReminders {
  constructor(
    private readonly em: EntityManager,
    private readonly bus: EventBus,
    private readonly runner: ExclusiveRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Interval(60_000)
  async tick(): Promise<void> {
    if (!this.config.jobsEnabled) return;
    await this.runLocked();
  }

  /** One guarded run; false when another instance holds the lock. */
  runLocked(now = new Date()): Promise<boolean> {
    return this.runner.run(LOCK_KEYS.lotteryReminders, 'lotteryReminders', () => this.sendDue(now));
  }

  /** Sends the reminders that are due; returns how many lotteries were reminded. */
  async sendDue(now = new Date()): Promise<number> {
    let sent = 0;
    for (const w of WINDOWS) {
      const due = await this.em
        .fork()
        .getConnection()
        .execute<{ id: number }[]>(
          `select l.id from lotteries l
          where l.status = 'open' and l.end_date > ? and l.end_date <= ?
            and not exists (select 1 from lottery_reminders r where r.lottery_id = l.id and r.kind = ?)
          order by l.end_date, l.id limit 200`,
          [new Date(now.getTime() + w.from), new Date(now.getTime() + w.to), w.kind],
        );
      for (const { id } of due) if (await this.remind(Number(id), w.kind)) sent++;
    }
    return sent;
  }

  private remind(lotteryId: number, kind: ReminderKind): Promise<boolean> {
    return this.em.fork().transactional(async (tx) => {
      const conn = tx.getConnection();
      const ctx = tx.getTransactionContext();
      const [lottery] = await conn.execute<{ lottery_number: string; end_date: Date; name: string }[]>(
        `select l.lottery_number, l.end_date, p.name from lotteries l join products p on p.id = l.product_id where l.id = ?`,
        [lotteryId],
        'all',
        ctx,
      );
      if (!lottery) return false;
      const owners = await conn.execute<{ owner_id: number }[]>(
        `select distinct owner_id from tickets where lottery_id = ? and status = 'paid'`,
        [lotteryId],
        'all',
        ctx,
      );
      const marked = await conn.execute<{ id: number }[]>(
        `insert into lottery_reminders (lottery_id, kind, recipients, sent_at) values (?, ?, ?, now())
         on conflict (lottery_id, kind) do nothing returning id`,
        [lotteryId, kind, owners.length],
        'all',
        ctx,
      );
      if (!marked.length) return false;
      // entering its last 24 h puts the raffle in the back-office's "Tirages spéciaux" badge, buyers or not
      if (kind === '24h') this.bus.publish(tx, 'AdminBadgesChanged', { reason: 'lottery_ending_soon' });
      // published without buyers too: the back-office is alerted of every raffle entering its last 24 hours
      this.bus.publish(tx, 'LotteryEndingSoon', {
        lotteryId,
        lotteryNumber: lottery.lottery_number,
        productName: lottery.name,
        endDate: new Date(lottery.end_date).toISOString(),
        kind,
        userIds: owners.map((o) => Number(o.owner_id)),
      });
      return true;
    });
  }
}
