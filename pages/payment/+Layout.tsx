export { PaymentLayout as default } from '../../renderer/payment/PaymentLayout.js';
