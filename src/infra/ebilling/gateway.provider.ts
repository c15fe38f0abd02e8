import { Module, type Provider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { SIMULATOR_CREDENTIALS } from '../../config/gateways.js';
import { EbillingClient, type EbillingAuth } from './ebilling-client.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway.js';

/** Where the in-process simulator answers (see SimulatorModule). */
export const simulatorBaseUrl = (config: Pick<AppConfig, 'appUrl'>) =>
  `${config.appUrl.replace(/\/+$/, '')}/simulator/ebilling`;

/**
 * The E-Billing client, pointed at E-Billing or at the simulator. In simulator mode it presents the
 * simulator's fixed credentials, in the auth scheme EBILLING_AUTH chooses, so both schemes can be
 * exercised without an E-Billing account.
 */
export function createPaymentGateway(config: AppConfig): PaymentGateway {
  const { ebilling } = config;
  if (config.paymentGateway === 'simulator') {
    const baseUrl = simulatorBaseUrl(config);
    const auth: EbillingAuth =
      ebilling.auth === 'oauth2'
        ? {
            kind: 'oauth2',
            clientId: SIMULATOR_CREDENTIALS.clientId,
            clientSecret: SIMULATOR_CREDENTIALS.clientSecret,
            tokenUrl: `${baseUrl}/oauth/token`,
          }
        : { kind: 'basic', username: SIMULATOR_CREDENTIALS.username, sharedKey: SIMULATOR_CREDENTIALS.sharedKey };
    return new EbillingClient({ name: 'simulator', baseUrl, auth, timeoutMs: ebilling.timeoutMs });
  }
  const auth: EbillingAuth =
    ebilling.auth === 'oauth2'
      ? {
          kind: 'oauth2',
          clientId: ebilling.clientId ?? '',
          clientSecret: ebilling.clientSecret ?? '',
          tokenUrl: ebilling.tokenUrl ?? `${ebilling.baseUrl}/oauth/token`,
        }
      : { kind: 'basic', username: ebilling.username ?? '', sharedKey: ebilling.sharedKey ?? '' };
  return new EbillingClient({ name: 'ebilling', baseUrl: ebilling.baseUrl, auth, timeoutMs: ebilling.timeoutMs });
}

export const paymentGatewayProvider: Provider = {
  provide: PAYMENT_GATEWAY,
  inject: [APP_CONFIG],
  useFactory: createPaymentGateway,
};

/** Import it to inject PAYMENT_GATEWAY. */
@Module({
  providers: [paymentGatewayProvider],
  exports: [PAYMENT_GATEWAY],
})
export class PaymentGatewayModule {}
