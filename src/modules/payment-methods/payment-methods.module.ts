import { Module } from '@nestjs/common';
import { AdminPaymentMethodsController } from './admin-payment-methods.controller.js';
import { PaymentMethodListAdapter } from './payment-method-list.adapter.js';
import { PaymentMethodsService } from './payment-methods.service.js';
import { AccessModule } from '../access/index.js';
import { SettingsModule } from '../settings/index.js';

/** Which payment methods are on, and their secrets; checkout (payments) imports it, settings lists it through its slot. */
@Module({
  imports: [AccessModule, SettingsModule],
  controllers: [AdminPaymentMethodsController],
  providers: [PaymentMethodsService, PaymentMethodListAdapter],
  exports: [PaymentMethodsService],
})
export class PaymentMethodsModule {}
