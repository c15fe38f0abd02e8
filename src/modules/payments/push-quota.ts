import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { RateLimiter } from '../../infra/rate-limit/rate-limiter.service.js';

/** The quotas' window, and how long a spent quota blocks. */
export const PUSH_QUOTA_WINDOW_SECONDS = 10 * 60;

export interface PushQuotaKeys {
  /** the account paying (null for a re-send by status token only, which counts on the payer below) */
  userId: number | null;
  ip: string | undefined;
  /** E.164 number the prompt goes to */
  phone: string;
}

/**
 * A USSD push reaches a real phone and costs a gateway call: besides the per-order caps, pushes are
 * counted per account, per client IP and per payer number (config `paymentPushQuota`, per 10
 * minutes), so no account or host can flood someone's phone with payment prompts. Called outside
 * any transaction (the limiter uses its own connection).
 */
@Injectable()
export class PushQuota {
  constructor(
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts one push on each key; 429 when any quota is spent (the push is then not sent). */
  async take({ userId, ip, phone }: PushQuotaKeys): Promise<void> {
    const quota = this.config.paymentPushQuota;
    const keys: [string, number][] = [[`pay-push:number:${phone}`, quota.perNumber]];
    if (userId !== null) keys.push([`pay-push:user:${userId}`, quota.perUser]);
    if (ip) keys.push([`pay-push:ip:${ip}`, quota.perIp]);
    const blocked = Math.max(0, ...(await Promise.all(keys.map(([key]) => this.limiter.blockedFor(key)))));
    if (blocked) throw refusal(blocked);
    // the limiter refuses the hit that reaches `max`: `allowed` pushes pass, the next one is refused
    const window = { windowSeconds: PUSH_QUOTA_WINDOW_SECONDS, blockSeconds: PUSH_QUOTA_WINDOW_SECONDS };
    const crossed = Math.max(
      0,
      ...(await Promise.all(keys.map(([key, allowed]) => this.limiter.hit(key, { max: allowed + 1, ...window })))),
    );
    if (crossed) throw refusal(crossed);
  }
}

function refusal(seconds: number): DomainError {
  return new DomainError(429, 'payments.errors.push_quota', {
    code: 'TOO_MANY_PAYMENT_REQUESTS',
    params: { minutes: Math.max(1, Math.ceil(seconds / 60)) },
  });
}
