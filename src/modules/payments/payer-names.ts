import { Inject, Injectable, Logger } from '@nestjs/common';
import { DomainError } from '../../common/errors/domain-error.js';
import type { PayerNameDto, PayerNameQuery } from '../../contracts/payments.js';
import { GatewayError } from '../../infra/ebilling/payment-gateway.js';
import { RateLimiter } from '../../infra/rate-limit/rate-limiter.service.js';
import { PAYOUT_GATEWAY, type PayoutGateway } from '../../infra/shap/payout-gateway.js';
import { PAYMENT_SYSTEM } from './payments.service.js';

/** Look-ups an account may make per hour: a checkout needs a few; more is someone reading a directory. */
export const PAYER_NAME_LOOKUPS_PER_HOUR = 30;

/** "JEAN PAUL NDONG" → "Jean P. N.": the first name, then initials. */
export function shortName(full: string): string {
  const [first = '', ...rest] = full.trim().split(/\s+/);
  const cap = (w: string) => w.charAt(0).toLocaleUpperCase('fr') + w.slice(1).toLocaleLowerCase('fr');
  return [cap(first), ...rest.map((w) => `${w.charAt(0).toLocaleUpperCase('fr')}.`)].join(' ');
}

/**
 * The payer-name check at checkout: the operator's KYC register (through SHAP, the mobile-money
 * provider's merchant API, or its simulator) tells who holds the number typed, so that a typo shows
 * before the payment prompt goes to a stranger's phone. Informative only: a failed look-up never
 * blocks a payment.
 */
@Injectable()
export class PayerNames {
  private readonly logger = new Logger(PayerNames.name);

  constructor(
    @Inject(PAYOUT_GATEWAY) private readonly gateway: PayoutGateway,
    private readonly limiter: RateLimiter,
  ) {}

  async lookup(userId: number, query: PayerNameQuery): Promise<PayerNameDto> {
    const crossed = await this.limiter.hit(`payer-name:user:${userId}`, {
      max: PAYER_NAME_LOOKUPS_PER_HOUR + 1,
      windowSeconds: 3600,
      blockSeconds: 3600,
    });
    if (crossed || (await this.limiter.blockedFor(`payer-name:user:${userId}`)))
      throw new DomainError(429, 'payments.errors.payer_name_quota', { code: 'TOO_MANY_PAYER_NAME_LOOKUPS' });
    try {
      const account = await this.gateway.lookupAccount(PAYMENT_SYSTEM[query.operator], query.phone);
      return account.exists ? { status: 'found', name: shortName(account.name) } : { status: 'not_found', name: null };
    } catch (err) {
      if (!(err instanceof GatewayError)) throw err;
      this.logger.warn(`payer-name look-up unavailable: ${err.message}`);
      return { status: 'unavailable', name: null };
    }
  }
}
