import { Global, Module } from '@nestjs/common';
import { AdminPaymentMethodsController } from './admin-payment-methods.controller.js';
import { PaymentMethodsService } from './payment-methods.service.js';

/** Global: checkout (payments) and the settings page both ask which methods are on. */
@Global()
@Module({ controllers: [AdminPaymentMethodsController], providers: [PaymentMethodsService], exports: [PaymentMethodsService] })
export class PaymentMethodsModule {}
