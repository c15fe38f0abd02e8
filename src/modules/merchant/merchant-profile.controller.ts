import { Body, Controller, Get, HttpCode, Post, Put, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import { CurrentAuth, Roles } from '../../common/auth/decorators.js';
import { ApiZodBody } from '../../common/validation/api-schema.js';
import {
  businessProfileSchema,
  payoutSchema,
  type BusinessProfileInput,
  type PayoutInput,
} from '../../contracts/merchant.js';
import type { AuthContext } from '../auth/index.js';
import type { UploadedImage } from '../users/index.js';
import { MerchantProfileService } from './merchant-profile.service.js';
import { sellerKind } from './merchant-scope.js';
import { LogoUpload } from './merchant-uploads.js';
import type { TFunction } from 'i18next';
import { withMessage } from '../../common/http/envelope.js';
import { T } from '../../common/http/locale.decorator.js';

/** The merchant settings page: business profile, payout number, logo. */
@ApiTags('merchant')
@Roles('MERCHANT')
@Controller('merchant/settings')
export class MerchantProfileController {
  constructor(private readonly profiles: MerchantProfileService) {}

  @Get()
  async show(@CurrentAuth() auth: AuthContext) {
    return this.profiles.get(auth.user.id, sellerKind(auth.roles));
  }

  @Put('business')
  @ApiZodBody(businessProfileSchema)
  async business(
    @Body({ schema: businessProfileSchema }) body: BusinessProfileInput,
    @CurrentAuth() auth: AuthContext,
    @T() t: TFunction,
  ) {
    const data = await this.profiles.updateBusiness(auth.user.id, sellerKind(auth.roles), body);
    return withMessage(t('merchant.messages.profile_updated'), data);
  }

  @Put('payout')
  @ApiZodBody(payoutSchema)
  async payout(@Body({ schema: payoutSchema }) body: PayoutInput, @CurrentAuth() auth: AuthContext, @T() t: TFunction) {
    const data = await this.profiles.updatePayout(auth.user.id, sellerKind(auth.roles), body);
    return withMessage(t('merchant.messages.payout_updated'), data);
  }

  @Post('logo')
  @HttpCode(200)
  @UseInterceptors(LogoUpload)
  @ApiConsumes('multipart/form-data')
  async logo(@UploadedFile() file: UploadedImage | undefined, @CurrentAuth() auth: AuthContext, @T() t: TFunction) {
    const data = await this.profiles.replaceLogo(auth.user.id, sellerKind(auth.roles), file);
    return withMessage(t('merchant.messages.logo_updated'), data);
  }
}
