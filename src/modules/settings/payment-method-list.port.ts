import { Injectable } from '@nestjs/common';
import { PortSlot } from '../../common/port-slot.js';
import type { AdminPaymentMethod } from '../../contracts/payment-methods.js';

/**
 * The payment methods shown on the settings screen (GET /admin/settings `payment_methods`). The
 * payment-methods module sits above this one and fills the slot (payment-methods/payment-method-list.adapter.ts).
 */
export interface PaymentMethodListPort {
  /** Every method in display order, secrets masked. */
  list(): Promise<AdminPaymentMethod[]>;
}

@Injectable()
export class PaymentMethodList extends PortSlot<PaymentMethodListPort> {}
