import { Body, Controller, Get, Put, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Roles } from '../../common/auth/decorators.js';
import { translator } from '../../common/i18n/server-i18n.js';
import { requestLocale } from '../../common/http/request-locale.js';
import { ApiZodBody } from '../../common/validation/api-schema.js';
import {
  generalSettingsSchema,
  lotterySettingsSchema,
  paymentSettingsSchema,
  securitySettingsSchema,
  updateSettingsSchema,
  type GroupSettings,
  type SettingGroup,
  type UpdateSettingsInput,
} from '../../contracts/settings.js';
import { SettingsService } from './settings.service.js';

/** Spec 3 §7 "Settings": the platform's settings by tab. */
@ApiTags('admin')
@Roles('ADMIN')
@Controller('admin/settings')
export class AdminSettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  async list() {
    return { success: true, data: await this.settings.getGrouped() };
  }

  /** Flat keys (older callers and scripts); answers the flat keys. */
  @Put()
  @ApiZodBody(updateSettingsSchema)
  async update(@Body({ schema: updateSettingsSchema }) body: UpdateSettingsInput, @Req() req: Request) {
    const data = await this.settings.update(body);
    return { success: true, message: translator(requestLocale(req))('settings.saved'), data };
  }

  @Put('general')
  @ApiZodBody(generalSettingsSchema)
  updateGeneral(@Body({ schema: generalSettingsSchema }) body: Partial<GroupSettings<'general'>>, @Req() req: Request) {
    return this.save('general', body, req);
  }

  @Put('payment')
  @ApiZodBody(paymentSettingsSchema)
  updatePayment(@Body({ schema: paymentSettingsSchema }) body: Partial<GroupSettings<'payment'>>, @Req() req: Request) {
    return this.save('payment', body, req);
  }

  @Put('lottery')
  @ApiZodBody(lotterySettingsSchema)
  updateLottery(@Body({ schema: lotterySettingsSchema }) body: Partial<GroupSettings<'lottery'>>, @Req() req: Request) {
    return this.save('lottery', body, req);
  }

  @Put('security')
  @ApiZodBody(securitySettingsSchema)
  updateSecurity(@Body({ schema: securitySettingsSchema }) body: Partial<GroupSettings<'security'>>, @Req() req: Request) {
    return this.save('security', body, req);
  }

  /** Answers every group, so that the page refreshes its tabs from what was saved. */
  private async save<G extends SettingGroup>(group: G, body: Partial<GroupSettings<G>>, req: Request) {
    const data = await this.settings.updateGroup(group, body);
    return { success: true, message: translator(requestLocale(req))('settings.saved'), data };
  }
}
