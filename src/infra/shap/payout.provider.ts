import { Module, type Provider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { SIMULATOR_CREDENTIALS } from '../../config/gateways.js';
import { PAYOUT_GATEWAY, type PayoutGateway } from './payout-gateway.js';
import { ShapClient } from './shap-client.js';

/** Where the in-process SHAP simulator answers (see ShapSimulatorModule). */
export const shapSimulatorBaseUrl = (config: Pick<AppConfig, 'appUrl'>) =>
  `${config.appUrl.replace(/\/+$/, '')}/simulator/shap`;

/**
 * The SHAP client, pointed at SHAP or at the simulator. In simulator mode it presents the
 * simulator's fixed credentials, so the production client is what the demo and the tests exercise.
 */
export function createPayoutGateway(config: AppConfig): PayoutGateway {
  const { shap } = config;
  if (config.payoutGateway === 'simulator') {
    return new ShapClient({
      name: 'simulator',
      baseUrl: shapSimulatorBaseUrl(config),
      apiId: SIMULATOR_CREDENTIALS.shapApiId,
      apiSecret: SIMULATOR_CREDENTIALS.shapApiSecret,
      timeoutMs: shap.timeoutMs,
    });
  }
  return new ShapClient({
    name: 'shap',
    baseUrl: shap.baseUrl,
    apiId: shap.apiId ?? '',
    apiSecret: shap.apiSecret ?? '',
    timeoutMs: shap.timeoutMs,
  });
}

export const payoutGatewayProvider: Provider = {
  provide: PAYOUT_GATEWAY,
  inject: [APP_CONFIG],
  useFactory: createPayoutGateway,
};

/** Import it to inject PAYOUT_GATEWAY. */
@Module({
  providers: [payoutGatewayProvider],
  exports: [PAYOUT_GATEWAY],
})
export class PayoutGatewayModule {}
