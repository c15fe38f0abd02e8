import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { AdminPaymentMethod } from '../../contracts/payment-methods.js';
import { PaymentMethodList, type PaymentMethodListPort } from '../settings/index.js';
import { PaymentMethodsService } from './payment-methods.service.js';

/** Lists this module's methods on the settings screen. */
@Injectable()
export class PaymentMethodListAdapter implements PaymentMethodListPort, OnModuleInit {
  constructor(
    private readonly slot: PaymentMethodList,
    private readonly methods: PaymentMethodsService,
  ) {}

  onModuleInit(): void {
    this.slot.fill(this);
  }

  list(): Promise<AdminPaymentMethod[]> {
    return this.methods.list();
  }
}
