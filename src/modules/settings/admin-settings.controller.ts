import { createReadStream } from 'node:fs';
import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { TFunction } from 'i18next';
import { AuditRead } from '../../common/audit/audit-read.js';
import { CurrentAuth, RequirePrivilege } from '../../common/auth/decorators.js';
import { withMessage } from '../../common/http/envelope.js';
import { Locale, T } from '../../common/http/locale.decorator.js';
import { translator } from '../../common/i18n/server-i18n.js';
import { ApiZodBody, ApiZodQuery } from '../../common/validation/api-schema.js';
import { settingsHistoryQuerySchema, type SettingsHistoryQuery } from '../../contracts/settings-history.js';
import {
  generalSettingsSchema,
  lotterySettingsSchema,
  maintenanceSettingsSchema,
  notificationsSettingsSchema,
  type NotificationsSettingsInput,
  paymentSettingsSchema,
  securitySettingsSchema,
  updateSettingsSchema,
  type GroupSettings,
  type SettingGroup,
  type UpdateSettingsInput,
} from '../../contracts/settings.js';
import { GrantsService } from '../access/index.js';
import type { AuthContext } from '../auth/index.js';
import { GeoAdminService } from '../geo/index.js';
import { BackupService } from './backup.service.js';
import { SettingsHistoryService } from './settings-history.service.js';
import { SettingsService } from './settings.service.js';
import { MaintenanceActionsService } from './maintenance-actions.service.js';
import { MaintenanceGate } from './maintenance-gate.js';
import { PaymentMethodList } from './payment-method-list.port.js';

/** Spec 3 §7 "Settings": the platform's settings by tab. */
@ApiTags('admin')
@Controller('admin/settings')
export class AdminSettingsController {
  constructor(
    private readonly settings: SettingsService,
    private readonly history: SettingsHistoryService,
    private readonly backups: BackupService,
    private readonly maintenance: MaintenanceGate,
    private readonly actions: MaintenanceActionsService,
    private readonly geo: GeoAdminService,
    private readonly paymentMethods: PaymentMethodList,
    private readonly grants: GrantsService,
  ) {}

  /** Lifting the staff two-factor requirement weakens every staff sign-in: for holders of users.manage_admins only. */
  private async rights(auth: AuthContext) {
    return { mayLiftStaffTwoFactor: await this.grants.has(auth.roles, 'users.manage_admins') };
  }

  @Get()
  @RequirePrivilege('settings.view')
  async list(@Locale() locale: Locale) {
    const [grouped, countries, languages, payment_methods] = await Promise.all([
      this.settings.getGrouped(locale),
      this.geo.countries(),
      this.geo.languages(),
      this.paymentMethods.use.list(),
    ]);
    return { ...grouped, countries, languages, payment_methods };
  }

  /** Flat keys (older callers and scripts); answers the flat keys. */
  @Put()
  @RequirePrivilege('settings.update')
  @ApiZodBody(updateSettingsSchema)
  async update(
    @Body({ schema: updateSettingsSchema }) body: UpdateSettingsInput,
    @CurrentAuth() auth: AuthContext,
    @T() t: TFunction,
  ) {
    const data = await this.settings.update(body, { ...(await this.rights(auth)), actorId: auth.user.id });
    return withMessage(t('settings.saved'), data);
  }

  @Put('general')
  @RequirePrivilege('settings.update')
  @ApiZodBody(generalSettingsSchema)
  updateGeneral(
    @Body({ schema: generalSettingsSchema }) body: Partial<GroupSettings<'general'>>,
    @CurrentAuth() auth: AuthContext,
    @Locale() locale: Locale,
  ) {
    return this.save('general', body, auth, locale);
  }

  @Put('payment')
  @RequirePrivilege('settings.update')
  @ApiZodBody(paymentSettingsSchema)
  updatePayment(
    @Body({ schema: paymentSettingsSchema }) body: Partial<GroupSettings<'payment'>>,
    @CurrentAuth() auth: AuthContext,
    @Locale() locale: Locale,
  ) {
    return this.save('payment', body, auth, locale);
  }

  @Put('lottery')
  @RequirePrivilege('settings.update')
  @ApiZodBody(lotterySettingsSchema)
  updateLottery(
    @Body({ schema: lotterySettingsSchema }) body: Partial<GroupSettings<'lottery'>>,
    @CurrentAuth() auth: AuthContext,
    @Locale() locale: Locale,
  ) {
    return this.save('lottery', body, auth, locale);
  }

  @Put('security')
  @RequirePrivilege('settings.update')
  @ApiZodBody(securitySettingsSchema)
  updateSecurity(
    @Body({ schema: securitySettingsSchema }) body: Partial<GroupSettings<'security'>>,
    @CurrentAuth() auth: AuthContext,
    @Locale() locale: Locale,
  ) {
    return this.save('security', body, auth, locale);
  }

  /** The sender of every e-mail and the notification types switched on or off; answers every group and the types. */
  @Put('notifications')
  @RequirePrivilege('settings.update')
  @ApiZodBody(notificationsSettingsSchema)
  async updateNotifications(
    @Body({ schema: notificationsSettingsSchema }) body: NotificationsSettingsInput,
    @CurrentAuth() auth: AuthContext,
    @Locale() locale: Locale,
  ) {
    const data = await this.settings.updateNotifications(body, { actorId: auth.user.id, locale });
    return withMessage(translator(locale)('settings.saved'), data);
  }

  @Put('maintenance')
  @RequirePrivilege('settings.update')
  @ApiZodBody(maintenanceSettingsSchema)
  async updateMaintenance(
    @Body({ schema: maintenanceSettingsSchema }) body: Partial<GroupSettings<'maintenance'>>,
    @CurrentAuth() auth: AuthContext,
    @Locale() locale: Locale,
  ) {
    try {
      return await this.save('maintenance', body, auth, locale);
    } finally {
      this.maintenance.forget();
    }
  }

  @Post('cache/clear')
  @HttpCode(200)
  @RequirePrivilege('settings.update')
  clearCache(@T() t: TFunction) {
    const data = this.actions.clearCaches();
    return withMessage(t('maintenance.actions.cache_cleared', { entries: data.entries }), data);
  }

  @Post('database/optimize')
  @HttpCode(200)
  @RequirePrivilege('settings.update')
  async optimizeDatabase(@T() t: TFunction) {
    const data = await this.actions.optimizeDatabase();
    return withMessage(t('maintenance.actions.database_optimized', { duration: data.duration_ms }), data);
  }

  @Post('sitemap/generate')
  @HttpCode(200)
  @RequirePrivilege('settings.update')
  generateSitemap(@T() t: TFunction) {
    const data = this.actions.generateSitemap();
    return withMessage(t('maintenance.actions.sitemap_generated', { count: data.urls }), data);
  }

  /** To the signed-in administrator's own address. */
  @Post('email/test')
  @HttpCode(200)
  @RequirePrivilege('settings.update')
  async testEmail(@CurrentAuth() auth: AuthContext, @Locale() locale: Locale) {
    const data = await this.actions.sendTestEmail(auth.user.email, locale);
    return withMessage(translator(locale)('maintenance.actions.email_sent', { email: data.to }), data);
  }

  /** Answers every group, so that the page refreshes its tabs from what was saved. */
  private async save<G extends SettingGroup>(
    group: G,
    body: Partial<GroupSettings<G>>,
    auth: AuthContext,
    locale: Locale,
  ) {
    const data = await this.settings.updateGroup(group, body, {
      ...(await this.rights(auth)),
      actorId: auth.user.id,
      locale,
    });
    return withMessage(translator(locale)('settings.saved'), data);
  }

  /** Every save, newest first, with who made it and the values before and after. */
  @Get('history')
  @RequirePrivilege('settings.update')
  @ApiZodQuery(settingsHistoryQuerySchema)
  async historyList(@Query({ schema: settingsHistoryQuerySchema }) q: SettingsHistoryQuery) {
    return this.history.list(q);
  }

  /** Puts back the values an entry replaced; answers every group like a save. */
  @Post('history/:id/restore')
  @HttpCode(200)
  @RequirePrivilege('settings.update')
  async restore(@Param('id', ParseIntPipe) id: number, @CurrentAuth() auth: AuthContext, @T() t: TFunction) {
    const data = await this.history.restore(id, auth.user.id, await this.rights(auth));
    return withMessage(t('settings.history.restored'), data);
  }

  /** Spec 3 §7: a full copy of the database, written under BACKUP_DIR. */
  @Post('backup')
  @RequirePrivilege('settings.backup')
  async backup(@T() t: TFunction) {
    const data = await this.backups.create();
    return withMessage(t('settings.backup.created'), data);
  }

  @Get('backups')
  @RequirePrivilege('settings.backup')
  async backupList() {
    return this.backups.list();
  }

  @Get('backups/:name')
  @RequirePrivilege('settings.backup')
  @AuditRead('settings.backups.download')
  async download(@Param('name') name: string) {
    const { path, size } = await this.backups.file(name);
    return new StreamableFile(createReadStream(path), {
      type: 'application/gzip',
      disposition: `attachment; filename="${name}"`,
      length: size,
    });
  }
}
