import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AllowDuringTwoFactorSetup, CurrentAuth } from '../../common/auth/decorators.js';
import { requestLocale } from '../../common/http/request-locale.js';
import { translator } from '../../common/i18n/server-i18n.js';
import { ApiZodBody } from '../../common/validation/api-schema.js';
import {
  twoFactorConfirmSchema,
  twoFactorReauthSchema,
  twoFactorToggleSchema,
  type TwoFactorConfirmInput,
  type TwoFactorReauthInput,
  type TwoFactorToggleInput,
} from '../../contracts/profile.js';
import type { AuthContext } from './auth-context.js';
import { TwoFactorService } from './two-factor.service.js';

/** Profile → security: two-factor sign-in (TOTP). Login asks for the code once it is on (POST /auth/2fa/verify). */
@ApiTags('profile')
@Controller('user/2fa')
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  /**
   * `{ enabled: true, password }` starts the setup (secret + QR code to confirm);
   * `{ enabled: false, password, code }` turns it off (a recovery code may stand for the code).
   */
  @Post('toggle')
  @HttpCode(200)
  @AllowDuringTwoFactorSetup()
  @ApiZodBody(twoFactorToggleSchema)
  async toggle(@Body({ schema: twoFactorToggleSchema }) body: TwoFactorToggleInput, @CurrentAuth() auth: AuthContext, @Req() req: Request) {
    const locale = requestLocale(req);
    const t = translator(locale);
    if (body.enabled) {
      return { success: true, message: t('profile.two_factor_setup'), data: await this.twoFactor.begin(auth.user.id, body.password) };
    }
    await this.twoFactor.disable(auth.user.id, body, locale);
    return { success: true, message: t('profile.two_factor_disabled'), data: { two_factor_enabled: false } };
  }

  @Post('confirm')
  @HttpCode(200)
  @AllowDuringTwoFactorSetup()
  @ApiZodBody(twoFactorConfirmSchema)
  async confirm(@Body({ schema: twoFactorConfirmSchema }) body: TwoFactorConfirmInput, @CurrentAuth() auth: AuthContext, @Req() req: Request) {
    const codes = await this.twoFactor.confirm(auth.user.id, body.code);
    return {
      success: true,
      message: translator(requestLocale(req))('profile.two_factor_enabled'),
      data: { two_factor_enabled: true, recovery_codes: codes },
    };
  }

  @Post('recovery-codes')
  @HttpCode(200)
  @ApiZodBody(twoFactorReauthSchema)
  async recoveryCodes(@Body({ schema: twoFactorReauthSchema }) body: TwoFactorReauthInput, @CurrentAuth() auth: AuthContext, @Req() req: Request) {
    const codes = await this.twoFactor.regenerateRecoveryCodes(auth.user.id, body);
    return { success: true, message: translator(requestLocale(req))('profile.recovery_codes_renewed'), data: { recovery_codes: codes } };
  }
}
