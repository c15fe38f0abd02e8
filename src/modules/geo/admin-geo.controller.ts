import { Body, Controller, HttpCode, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { RequirePrivilege } from '../../common/auth/decorators.js';
import { ApiZodBody } from '../../common/validation/api-schema.js';
import {
  countryInputSchema,
  languageInputSchema,
  type CountryValues,
  type LanguageValues,
} from '../../contracts/geo-admin.js';
import { GeoAdminService } from './geo-admin.service.js';
import type { TFunction } from 'i18next';
import { withMessage } from '../../common/http/envelope.js';
import { T } from '../../common/http/locale.decorator.js';

const answer = <D>(t: TFunction, key: string, data: D) => withMessage(t(key), data);

/** Spec 3 §7 countries and languages of the settings page; each answers the whole list after the change. */
@ApiTags('admin')
@Controller('admin')
export class AdminGeoController {
  constructor(private readonly geo: GeoAdminService) {}

  @Post('countries')
  @RequirePrivilege('settings.update')
  @ApiZodBody(countryInputSchema)
  async createCountry(@Body({ schema: countryInputSchema }) body: CountryValues, @T() t: TFunction) {
    return answer(t, 'geo.messages.country_created', { countries: await this.geo.createCountry(body) });
  }

  @Put('countries/:id')
  @RequirePrivilege('settings.update')
  @ApiZodBody(countryInputSchema)
  async updateCountry(
    @Param('id', ParseIntPipe) id: number,
    @Body({ schema: countryInputSchema }) body: CountryValues,
    @T() t: TFunction,
  ) {
    return answer(t, 'geo.messages.country_updated', { countries: await this.geo.updateCountry(id, body) });
  }

  @Put('countries/:id/toggle-status')
  @RequirePrivilege('settings.update')
  async toggleCountry(@Param('id', ParseIntPipe) id: number, @T() t: TFunction) {
    return answer(t, 'geo.messages.country_status', { countries: await this.geo.toggleCountry(id) });
  }

  @Post('countries/:id/delete')
  @HttpCode(200)
  @RequirePrivilege('settings.update')
  async deleteCountry(@Param('id', ParseIntPipe) id: number, @T() t: TFunction) {
    return answer(t, 'geo.messages.country_deleted', { countries: await this.geo.deleteCountry(id) });
  }

  @Post('languages')
  @RequirePrivilege('settings.update')
  @ApiZodBody(languageInputSchema)
  async createLanguage(@Body({ schema: languageInputSchema }) body: LanguageValues, @T() t: TFunction) {
    return answer(t, 'geo.messages.language_created', { languages: await this.geo.createLanguage(body) });
  }

  @Put('languages/:id')
  @RequirePrivilege('settings.update')
  @ApiZodBody(languageInputSchema)
  async updateLanguage(
    @Param('id', ParseIntPipe) id: number,
    @Body({ schema: languageInputSchema }) body: LanguageValues,
    @T() t: TFunction,
  ) {
    return answer(t, 'geo.messages.language_updated', { languages: await this.geo.updateLanguage(id, body) });
  }

  @Put('languages/:id/toggle-status')
  @RequirePrivilege('settings.update')
  async toggleLanguage(@Param('id', ParseIntPipe) id: number, @T() t: TFunction) {
    return answer(t, 'geo.messages.language_status', { languages: await this.geo.toggleLanguage(id) });
  }

  @Post('languages/:id/delete')
  @HttpCode(200)
  @RequirePrivilege('settings.update')
  async deleteLanguage(@Param('id', ParseIntPipe) id: number, @T() t: TFunction) {
    return answer(t, 'geo.messages.language_deleted', { languages: await this.geo.deleteLanguage(id) });
  }
}
