import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { DomainError, ValidationFailedError } from '../../common/errors/domain-error.js';
import { formatDate } from '../../common/format/dates.js';
import { formatFCFA } from '../../common/format/money.js';
import { BUYER_PROTECTION, type SpendingLimitsDto } from '../../contracts/buyer-protection.js';
import { SettingsService } from '../settings/index.js';
import { User, UserAccounts } from '../users/index.js';
import { BuyerLimit } from './buyer-limit.entity.js';

/**
 * This calendar month's raffle spending of `user` (SQL over `orders o`, parameter-free): orders paid,
 * or awaiting payment and not expired, created since the 1st at midnight in Libreville. The same rule as
 * the reserve_tickets function (migration ReserveTicketsBuyerLimits).
 */
export const MONTH_SPENT_FILTER = `o.type = 'lottery'
  and o.created_at >= (date_trunc('month', now() at time zone 'Africa/Libreville') at time zone 'Africa/Libreville')
  and (o.status in ('paid', 'shipping', 'fulfilled')
       or (o.status = 'awaiting_payment' and (o.expires_at is null or o.expires_at > now())))`;

/** The cap in force: the lower of the platform's (0 = none) and the buyer's own; null when neither. */
export function effectiveCap(platform: number, personal: number | null): number | null {
  if (platform > 0) return personal === null ? platform : Math.min(platform, personal);
  return personal;
}

/** The personal cap in force at `now`: a raise applies once its delay has passed. */
function personalCap(row: BuyerLimit | null, now: Date): number | null {
  if (!row) return null;
  if (row.pendingCap != null && row.pendingFrom && row.pendingFrom <= now) return row.pendingCap;
  return row.monthlyCap ?? null;
}

function addMonths(from: Date, months: number): Date {
  const d = new Date(from);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

/**
 * A buyer's protection on raffle tickets (README "Buyer protection"): their own monthly cap (lowered at
 * once, raised only after 72 hours), their self-exclusion (1, 3 or 12 months, never shortened) and the
 * 18+ confirmation of accounts created through a social sign-in. reserve_tickets enforces them.
 */
@Injectable()
export class BuyerLimitsService {
  constructor(
    private readonly em: EntityManager,
    private readonly settings: SettingsService,
    private readonly accounts: UserAccounts,
  ) {}

  async platformCap(): Promise<number> {
    return this.settings.get('lottery_monthly_spending_cap');
  }

  async view(userId: number, now = new Date()): Promise<SpendingLimitsDto> {
    const em = this.em.fork();
    const [row, user, platform, spent] = await Promise.all([
      em.findOne(BuyerLimit, { user: userId }),
      em.findOneOrFail(User, userId),
      this.platformCap(),
      this.spentThisMonth(em, userId),
    ]);
    const personal = personalCap(row, now);
    const cap = effectiveCap(platform, personal);
    const pending = row?.pendingCap != null && row.pendingFrom && row.pendingFrom > now;
    return {
      platform_cap: platform,
      personal_cap: personal,
      effective_cap: cap,
      spent_this_month: spent,
      remaining: cap === null ? null : Math.max(0, cap - spent),
      pending_cap: pending ? (row.pendingCap ?? null) : null,
      pending_from: pending ? row.pendingFrom!.toISOString() : null,
      excluded_until: row?.excludedUntil && row.excludedUntil > now ? row.excludedUntil.toISOString() : null,
      adult_confirmed: !!user.adultConfirmedAt,
    };
  }

  async spentThisMonth(em: EntityManager, userId: number): Promise<number> {
    const [r] = await em
      .getConnection()
      .execute<{ spent: string | number }[]>(
        `select coalesce(sum(o.total_amount), 0) as spent from orders o where o.user_id = ? and ${MONTH_SPENT_FILTER}`,
        [userId],
      );
    return Number(r?.spent ?? 0);
  }

  /**
   * The buyer's own cap: never above the platform's; a lower one than in force applies at once (and drops
   * a waiting raise), a higher one only after the delay. Returns whether it waits.
   */
  async setCap(userId: number, cap: number, now = new Date()): Promise<{ pending: boolean }> {
    const platform = await this.platformCap();
    if (platform > 0 && cap > platform)
      throw new ValidationFailedError({ monthly_cap: ['buyer_protection.errors.cap_above_platform'] });
    return this.withRow(userId, (row) => {
      const current = effectiveCap(platform, personalCap(row, now));
      if (current === null || cap <= current) {
        row.monthlyCap = cap;
        row.pendingCap = null;
        row.pendingFrom = null;
        return { pending: false };
      }
      // a raise already waiting keeps its clock when the new value is not higher
      const keep = row.pendingCap != null && row.pendingFrom && row.pendingFrom > now && cap <= row.pendingCap;
      row.monthlyCap = current;
      row.pendingFrom = keep ? row.pendingFrom : new Date(now.getTime() + BUYER_PROTECTION.raiseDelayHours * 3_600_000);
      row.pendingCap = cap;
      return { pending: true };
    });
  }

  /** Self-exclusion from raffles for `months` from now: it may only be extended, never shortened or lifted. */
  async selfExclude(userId: number, months: number, now = new Date()): Promise<Date> {
    const until = addMonths(now, months);
    return this.withRow(userId, (row) => {
      if (row.excludedUntil && row.excludedUntil > until)
        throw new DomainError(409, 'buyer_protection.errors.cannot_shorten', {
          code: 'self_exclusion_active',
          params: { until: formatDate(row.excludedUntil) },
        });
      row.excludedUntil = until;
      return until;
    });
  }

  /** A social account's owner confirms being 18 or older (the registration form asks the others). */
  async confirmAdult(userId: number): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      this.accounts.confirmAdult(await tx.findOneOrFail(User, userId));
    });
  }

  /** The buyer's row, created if missing and locked for the change, written on commit. */
  private async withRow<R>(userId: number, change: (row: BuyerLimit) => R): Promise<R> {
    return this.em.fork().transactional(async (tx) => {
      await tx
        .getConnection()
        .execute(
          'insert into buyer_limits (user_id) values (?) on conflict do nothing',
          [userId],
          'run',
          tx.getTransactionContext(),
        );
      const row = await tx.findOneOrFail(BuyerLimit, { user: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      return change(row);
    });
  }
}

/** The refused purchase of a buyer over their monthly cap: what is left this month, in French. */
export function spendingCapRefusal(cap: number, spent: number): DomainError {
  return new DomainError(409, 'buyer_protection.errors.spending_cap', {
    code: 'spending_cap',
    params: { cap: formatFCFA(cap), left: formatFCFA(Math.max(0, cap - spent)) },
  });
}

export function selfExcludedRefusal(until: Date): DomainError {
  return new DomainError(403, 'buyer_protection.errors.self_excluded', {
    code: 'self_excluded',
    params: { until: formatDate(until) },
  });
}

export const adultUnconfirmedRefusal = () =>
  new DomainError(403, 'buyer_protection.errors.adult_unconfirmed', { code: 'adult_confirmation_required' });
