// The settings module's public surface: other modules and the app import only from here.
export { MaintenanceGate } from './maintenance-gate.js';
export { PaymentMethodList, type PaymentMethodListPort } from './payment-method-list.port.js';
export { Setting, SettingSchema } from './setting.entity.js';
export { SettingsHistorySchema } from './settings-history.entity.js';
export { SettingsModule } from './settings.module.js';
export { SettingsService } from './settings.service.js';
