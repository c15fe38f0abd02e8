import { createReadStream } from 'node:fs';
import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query, Req, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuditRead } from '../../common/audit/audit-read.js';
import { CurrentAuth, RequirePrivilege } from '../../common/auth/decorators.js';
import { translator } from '../../common/i18n/server-i18n.js';
import { requestLocale } from '../../common/http/request-locale.js';
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
import { GrantsService } from '../access/grants.service.js';
import type { AuthContext } from '../auth/auth-context.js';
import { GeoAdminService } from '../geo/geo-admin.service.js';
import { PaymentMethodsService } from '../payment-methods/payment-methods.service.js';
import { BackupService } from './backup.service.js';
import { SettingsHistoryService } from './settings-history.service.js';
import { SettingsService } from './settings.service.js';
import { MaintenanceActionsService } from './maintenance-actions.service.js';
import { MaintenanceGate } from './maintenance-gate.js';

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
    private readonly paymentMethods: PaymentMethodsService,
    private readonly grants: GrantsService,
  ) {}

  /** Lifting the staff two-factor requirement weakens every staff sign-in: for holders of users.manage_admins only. */
  private async rights(req: Request) {
    return { mayLiftStaffTwoFactor: !!req.auth && (await this.grants.has(req.auth.roles, 'users.manage_admins')) };
  }

  @Get()
  @RequirePrivilege('settings.view')
  async list(@Req() req: Request) {
    const [grouped, countries, languages, payment_methods] = await Promise.all([
      this.settings.getGrouped(requestLocale(req)),
      this.geo.countries(),
      this.geo.languages(),
      this.paymentMethods.list(),
    ]);
    return { success: true, data: { ...grouped, countries, languages, payment_methods } };
  }

  /** Flat keys (older callers and scripts); answers the flat keys. */
  @Put()
  @RequirePrivilege('settings.update')
  @ApiZodBody(updateSettingsSchema)
  async update(@Body({ schema: updateSettingsSchema }) body: UpdateSettingsInput, @Req() req: Request) {
    const data = await this.settings.update(body, { ...(await this.rights(req)), actorId: req.auth?.user.id });
    return { success: true, message: translator(requestLocale(req))('settings.saved'), data };
  }

  @Put('general')
  @RequirePrivilege('settings.update')
  @ApiZodBody(generalSettingsSchema)
  updateGeneral(@Body({ schema: generalSettingsSchema }) body: Partial<GroupSettings<'general'>>, @Req() req: Request) {
    return this.save('general', body, req);
  }

  @Put('payment')
  @RequirePrivilege('settings.update')
  @ApiZodBody(paymentSettingsSchema)
  updatePayment(@Body({ schema: paymentSettingsSchema }) body: Partial<GroupSettings<'payment'>>, @Req() req: Request) {
    return this.save('payment', body, req);
  }

  @Put('lottery')
  @RequirePrivilege('settings.update')
  @ApiZodBody(lotterySettingsSchema)
  updateLottery(@Body({ schema: lotterySettingsSchema }) body: Partial<GroupSettings<'lottery'>>, @Req() req: Request) {
    return this.save('lottery', body, req);
  }

  @Put('security')
  @RequirePrivilege('settings.update')
  @ApiZodBody(securitySettingsSchema)
  updateSecurity(@Body({ schema: securitySettingsSchema }) body: Partial<GroupSettings<'security'>>, @Req() req: Request) {
    return this.save('security', body, req);
  }

  /** The sender of every e-mail and the notification types switched on or off; answers every group and the types. */
  @Put('notifications')
  @RequirePrivilege('settings.update')
  @ApiZodBody(notificationsSettingsSchema)
  async updateNotifications(@Body({ schema: notificationsSettingsSchema }) body: NotificationsSettingsInput, @Req() req: Request) {
    const locale = requestLocale(req);
    const data = await this.settings.updateNotifications(body, { actorId: req.auth?.user.id, locale });
    return { success: true, message: translator(locale)('settings.saved'), data };
  }

  @Put('maintenance')
  @RequirePrivilege('settings.update')
  @ApiZodBody(maintenanceSettingsSchema)
  async updateMaintenance(@Body({ schema: maintenanceSettingsSchema }) body: Partial<GroupSettings<'maintenance'>>, @Req() req: Request) {
    try {
      return await this.save('maintenance', body, req);
    } finally {
      this.maintenance.forget();
    }
  }

  @Post('cache/clear')
  @HttpCode(200)
  @RequirePrivilege('settings.update')
  clearCache(@Req() req: Request) {
    const data = this.actions.clearCaches();
    return { success: true, message: translator(requestLocale(req))('maintenance.actions.cache_cleared', { entries: data.entries }), data };
  }

  @Post('database/optimize')
  @HttpCode(200)
  @RequirePrivilege('settings.update')
  async optimizeDatabase(@Req() req: Request) {
    const data = await this.actions.optimizeDatabase();
    return { success: true, message: translator(requestLocale(req))('maintenance.actions.database_optimized', { duration: data.duration_ms }), data };
  }

  @Post('sitemap/generate')
  @HttpCode(200)
  @RequirePrivilege('settings.update')
  generateSitemap(@Req() req: Request) {
    const data = this.actions.generateSitemap();
    return { success: true, message: translator(requestLocale(req))('maintenance.actions.sitemap_generated', { count: data.urls }), data };
  }

  /** To the signed-in administrator's own address. */
  @Post('email/test')
  @HttpCode(200)
  @RequirePrivilege('settings.update')
  async testEmail(@CurrentAuth() auth: AuthContext, @Req() req: Request) {
    const locale = requestLocale(req);
    const data = await this.actions.sendTestEmail(auth.user.email, locale);
    return { success: true, message: translator(locale)('maintenance.actions.email_sent', { email: data.to }), data };
  }

  /** Answers every group, so that the page refreshes its tabs from what was saved. */
  private async save<G extends SettingGroup>(group: G, body: Partial<GroupSettings<G>>, req: Request) {
    const data = await this.settings.updateGroup(group, body, { ...(await this.rights(req)), actorId: req.auth?.user.id, locale: requestLocale(req) });
    return { success: true, message: translator(requestLocale(req))('settings.saved'), data };
  }

  /** Every save, newest first, with who made it and the values before and after. */
  @Get('history')
  @RequirePrivilege('settings.update')
  @ApiZodQuery(settingsHistoryQuerySchema)
  async historyList(@Query({ schema: settingsHistoryQuerySchema }) q: SettingsHistoryQuery) {
    return { success: true, data: await this.history.list(q) };
  }

  /** Puts back the values an entry replaced; answers every group like a save. */
  @Post('history/:id/restore')
  @HttpCode(200)
  @RequirePrivilege('settings.update')
  async restore(@Param('id', ParseIntPipe) id: number, @CurrentAuth() auth: AuthContext, @Req() req: Request) {
    const data = await this.history.restore(id, auth.user.id, await this.rights(req));
    return { success: true, message: translator(requestLocale(req))('settings.history.restored'), data };
  }

  /** Spec 3 §7: a full copy of the database, written under BACKUP_DIR. */
  @Post('backup')
  @RequirePrivilege('settings.backup')
  async backup(@Req() req: Request) {
    const data = await this.backups.create();
    return { success: true, message: translator(requestLocale(req))('settings.backup.created'), data };
  }

  @Get('backups')
  @RequirePrivilege('settings.backup')
  async backupList() {
    return { success: true, data: await this.backups.list() };
  }

  @Get('backups/:name')
  @RequirePrivilege('settings.backup')
  @AuditRead('settings.backups.download')
  async download(@Param('name') name: string) {
    const { path, size } = await this.backups.file(name);
    return new StreamableFile(createReadStream(path), { type: 'application/gzip', disposition: `attachment; filename="${name}"`, length: size });
  }
}
