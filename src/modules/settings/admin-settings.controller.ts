import { Body, Controller, Get, Put, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Roles } from '../../common/auth/decorators.js';
import { translator } from '../../common/i18n/server-i18n.js';
import { requestLocale } from '../../common/http/request-locale.js';
import { ApiZodBody } from '../../common/validation/api-schema.js';
import { updateSettingsSchema, type UpdateSettingsInput } from '../../contracts/settings.js';
import { SettingsService } from './settings.service.js';

@ApiTags('admin')
@Roles('ADMIN')
@Controller('admin/settings')
export class AdminSettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  async list() {
    return { success: true, data: await this.settings.getAll() };
  }

  @Put()
  @ApiZodBody(updateSettingsSchema)
  async update(@Body({ schema: updateSettingsSchema }) body: UpdateSettingsInput, @Req() req: Request) {
    const data = await this.settings.update(body);
    return { success: true, message: translator(requestLocale(req))('settings.saved'), data };
  }
}
