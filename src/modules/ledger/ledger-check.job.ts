import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { translator } from '../../common/i18n/server-i18n.js';
import { formatFCFA } from '../../common/format/money.js';
import type { LedgerCheckResult } from '../../contracts/ledger.js';
import { LOCK_KEYS } from '../../infra/database/advisory-lock.js';
import { EventBus } from '../../infra/events/event-bus.js';
import { IntervalJobs } from '../../infra/scheduler/interval-job.js';
import { LedgerService } from './ledger.service.js';

const HOUR = 3_600_000;
/** Libreville is UTC+1 all year: the check runs from 02:00 local time, once a night. */
const LIBREVILLE_OFFSET_MS = HOUR;
const NIGHT_HOUR = 2;

/**
 * Nightly (one instance at a time, only where JOBS_ENABLED): LedgerService.check, and an alert to the
 * administrators (bell + e-mail, the AdminAlert event) when it found a difference. The job ticks hourly
 * and runs when no check was made since the last 02:00 in Libreville, so a restart never skips a night.
 */
@Injectable()
export class LedgerCheckJob implements OnApplicationBootstrap {
  private readonly logger = new Logger(LedgerCheckJob.name);

  constructor(
    private readonly ledger: LedgerService,
    private readonly jobs: IntervalJobs,
    private readonly bus: EventBus,
    private readonly em: EntityManager,
  ) {}

  onApplicationBootstrap(): void {
    this.jobs.start({ name: 'ledger-check', lockKey: LOCK_KEYS.ledgerCheck, everyMs: HOUR, run: () => this.tick() });
  }

  /** The last 02:00 in Libreville at or before `now`. */
  static lastNight(now: Date): Date {
    const local = new Date(now.getTime() + LIBREVILLE_OFFSET_MS);
    const night = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), NIGHT_HOUR);
    const atOrBefore = night <= local.getTime() ? night : night - 24 * HOUR;
    return new Date(atOrBefore - LIBREVILLE_OFFSET_MS);
  }

  async tick(now = new Date()): Promise<LedgerCheckResult | null> {
    const last = await this.ledger.lastCheck();
    if (last && Date.parse(last.checked_at) >= LedgerCheckJob.lastNight(now).getTime()) return null;
    return this.run();
  }

  /** Checks now and alerts on any difference. */
  async run(): Promise<LedgerCheckResult> {
    const result = await this.ledger.check();
    if (result.ok) {
      this.logger.log({ journals: result.journals }, 'Ledger check passed');
      return result;
    }
    this.logger.error({ differences: result.differences }, 'Ledger check found differences');
    const t = translator('fr');
    const list = result.differences
      .slice(0, 10)
      .map(
        (d) =>
          `<li>${escapeHtml(
            t('admin_ledger.check.difference', {
              check: t(`admin_ledger.checks.${d.check}`),
              account: d.account ?? d.ref ?? '',
              expected: formatFCFA(d.expected),
              actual: formatFCFA(d.actual),
              interpolation: { escapeValue: false },
            }),
          )}</li>`,
      )
      .join('');
    await this.em.fork().transactional(async (tx) => {
      this.bus.publish(tx, 'AdminAlert', {
        title: t('admin_ledger.alert.title'),
        message: `${escapeHtml(t('admin_ledger.alert.message', { count: result.differences.length }))}<ul>${list}</ul>`,
        data: { link: '/admin/ledger' },
        email: true,
      });
    });
    return result;
  }
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
