import { Global, Module } from '@nestjs/common';
import { AdminSettingsController } from './admin-settings.controller.js';
import { BackupService } from './backup.service.js';
import { SettingsHistoryService } from './settings-history.service.js';
import { SettingsService } from './settings.service.js';
import { MAIL_SENDER } from '../../infra/mail/mail-sender.js';
import { SeoModule } from '../seo/seo.module.js';
import { GeoModule } from '../geo/geo.module.js';
import { MaintenanceActionsService } from './maintenance-actions.service.js';
import { MaintenanceGate } from './maintenance-gate.js';
import { SettingsMailSender } from './settings-mail-sender.js';

/** Global: lotteries, merchants and payments all read the platform's limits. */
@Global()
@Module({
  imports: [SeoModule, GeoModule],
  controllers: [AdminSettingsController],
  providers: [SettingsService, SettingsHistoryService, BackupService, MaintenanceGate, MaintenanceActionsService, SettingsMailSender, { provide: MAIL_SENDER, useExisting: SettingsMailSender }],
  exports: [SettingsService, MaintenanceGate, MAIL_SENDER],
})
export class SettingsModule {}
