import { Global, Module } from '@nestjs/common';
import { AdminSettingsController } from './admin-settings.controller.js';
import { SettingsService } from './settings.service.js';

/** Global: lotteries, merchants and payments all read the platform's limits. */
@Global()
@Module({
  controllers: [AdminSettingsController],
  providers: [SettingsService],
  exports: [SettingsService],
})
export class SettingsModule {}
