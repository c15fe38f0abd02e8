import { Module } from '@nestjs/common';
import { AdminSettingsController } from './admin-settings.controller.js';
import { BackupService } from './backup.service.js';
import { GeoUsageAdapter } from './geo-usage.adapter.js';
import { SettingsHistoryService } from './settings-history.service.js';
import { SettingsService } from './settings.service.js';
import { MAIL_SENDER } from '../../infra/mail/mail-sender.js';
import { SeoModule } from '../seo/index.js';
import { GeoModule } from '../geo/index.js';
import { MaintenanceActionsService } from './maintenance-actions.service.js';
import { MaintenanceGate } from './maintenance-gate.js';
import { PaymentMethodList } from './payment-method-list.port.js';
import { SettingsMailSender } from './settings-mail-sender.js';
import { AccessModule } from '../access/index.js';

/** The platform's settings; the modules that read them (limits, sender, maintenance) import this one. */
@Module({
  imports: [AccessModule, SeoModule, GeoModule],
  controllers: [AdminSettingsController],
  providers: [
    GeoUsageAdapter,
    SettingsService,
    SettingsHistoryService,
    BackupService,
    MaintenanceGate,
    MaintenanceActionsService,
    SettingsMailSender,
    PaymentMethodList,
    { provide: MAIL_SENDER, useExisting: SettingsMailSender },
  ],
  exports: [SettingsService, MaintenanceGate, PaymentMethodList, MAIL_SENDER],
})
export class SettingsModule {}
