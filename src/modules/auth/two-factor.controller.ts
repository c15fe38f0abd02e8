import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AllowDuringTwoFactorSetup, CurrentAuth } from '../../common/auth/decorators.js';
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
import type { TFunction } from 'i18next';
import { withMessage } from '../../common/http/envelope.js';
import { Locale, T } from '../../common/http/locale.decorator.js';

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
  async toggle(
    @Body({ schema: twoFactorToggleSchema }) body: TwoFactorToggleInput,
    @CurrentAuth() auth: AuthContext,
    @Locale() locale: Locale,
  ) {
    const t = translator(locale);
    if (body.enabled) {
      return withMessage(t('profile.two_factor_setup'), await this.twoFactor.begin(auth.user.id, body.password));
    }
    await this.twoFactor.disable(auth.user.id, body, locale);
    return withMessage(t('profile.two_factor_disabled'), { two_factor_enabled: false });
  }

  @Post('confirm')
  @HttpCode(200)
  @AllowDuringTwoFactorSetup()
  @ApiZodBody(twoFactorConfirmSchema)
  async confirm(
    @Body({ schema: twoFactorConfirmSchema }) body: TwoFactorConfirmInput,
    @CurrentAuth() auth: AuthContext,
    @T() t: TFunction,
  ) {
    const codes = await this.twoFactor.confirm(auth.user.id, body.code);
    return withMessage(t('profile.two_factor_enabled'), { two_factor_enabled: true, recovery_codes: codes });
  }

  @Post('recovery-codes')
  @HttpCode(200)
  @ApiZodBody(twoFactorReauthSchema)
  async recoveryCodes(
    @Body({ schema: twoFactorReauthSchema }) body: TwoFactorReauthInput,
    @CurrentAuth() auth: AuthContext,
    @T() t: TFunction,
  ) {
    const codes = await this.twoFactor.regenerateRecoveryCodes(auth.user.id, body);
    return withMessage(t('profile.recovery_codes_renewed'), { recovery_codes: codes });
  }
}
