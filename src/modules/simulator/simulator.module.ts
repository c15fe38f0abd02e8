import { Module } from '@nestjs/common';
import { EbillingSimulatorController } from './ebilling-simulator.controller.js';
import { SimulatorPhoneController } from './phone.controller.js';
import { SimulatorAuthGuard } from './simulator-auth.js';
import { SimulatorNotifier } from './simulator.notifier.js';
import { SimulatorService } from './simulator.service.js';
import { SimulatorStore } from './simulator.store.js';

/**
 * E-Billing played in-process under /simulator/ebilling (same paths, auth and JSON as the real
 * gateway), plus the phone page's endpoints under /simulator/api. Imported only when
 * PAYMENT_GATEWAY=simulator.
 */
@Module({
  controllers: [EbillingSimulatorController, SimulatorPhoneController],
  providers: [SimulatorStore, SimulatorService, SimulatorNotifier, SimulatorAuthGuard],
  exports: [SimulatorStore, SimulatorService],
})
export class SimulatorModule {}
