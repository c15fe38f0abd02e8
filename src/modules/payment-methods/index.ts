// The payment-methods module's public surface: other modules and the app import only from here.
export { PaymentMethodSchema } from './payment-method.entity.js';
export { PaymentMethodsModule } from './payment-methods.module.js';
export { PaymentMethodsService } from './payment-methods.service.js';
