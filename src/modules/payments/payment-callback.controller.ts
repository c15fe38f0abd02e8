import { Body, Controller, HttpCode, Logger, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public, SkipCsrf } from '../../common/auth/decorators.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { SettlementService } from './settlement.service.js';
import { answer } from '../../common/http/envelope.js';

/**
 * E-Billing's notification (form-encoded: billingid, reference, amount, transactionid, paymentsystem,
 * state…). Nothing in it is trusted: it only names a bill, which is re-queried before anything moves.
 */
@ApiExcludeController()
@Controller('payments/callback')
export class PaymentCallbackController {
  private readonly logger = new Logger(PaymentCallbackController.name);

  constructor(private readonly settlement: SettlementService) {}

  @Post('ebilling')
  @Public()
  @SkipCsrf()
  @HttpCode(200)
  async ebilling(@Body() body: Record<string, unknown>) {
    const billId = typeof body?.billingid === 'string' ? body.billingid.trim() : '';
    if (!billId || billId.length > 60) throw new DomainError(400, 'payments.errors.bill_required');
    try {
      const outcome = await this.settlement.settleBill(billId);
      return answer({ outcome });
    } catch (err) {
      // the gateway retries its notification; the reconciliation job also re-queries the bill
      this.logger.warn(
        { err: err instanceof Error ? err.message : err, billId },
        'Notification could not be settled now',
      );
      throw new DomainError(503, 'payments.gateway.unavailable');
    }
  }
}
