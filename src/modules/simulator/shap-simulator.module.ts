import { Module } from '@nestjs/common';
import { ShapBearerGuard, ShapSimulatorController, ShapSimulatorPhoneController } from './shap-simulator.controller.js';
import { ShapSimulatorStore } from './shap-simulator.store.js';

/**
 * SHAP played in-process under /simulator/shap (same paths, auth and JSON as SHAP), plus the payouts
 * a number received under /simulator/api/payouts. Independent of the E-Billing simulator: imported
 * when PAYOUT_GATEWAY=simulator, whatever PAYMENT_GATEWAY is.
 */
@Module({
  controllers: [ShapSimulatorController, ShapSimulatorPhoneController],
  providers: [ShapSimulatorStore, ShapBearerGuard],
  exports: [ShapSimulatorStore],
})
export class ShapSimulatorModule {}
