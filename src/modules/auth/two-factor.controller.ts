import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentAuth } from '../../common/auth/decorators.js';
import { requestLocale } from '../../common/http/request-locale.js';
import { translator } from '../../common/i18n/server-i18n.js';
import { ApiZodBody } from '../../common/validation/api-schema.js';
import {
  twoFactorConfirmSchema,
  twoFactorToggleSchema,
  type TwoFactorConfirmInput,
  type TwoFactorToggleInput,
} from '../../contracts/profile.js';
import type { AuthContext } from './auth-context.js';
import { TwoFactorService } from './two-factor.service.js';

/** Profile → security: two-factor sign-in (TOTP). Login asks for the code once it is on (POST /auth/2fa/verify). */
@ApiTags('profile')
@Controller('user/2fa')
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  /** `{ enabled: true }` starts the setup (secret + QR code to confirm); `{ enabled: false, code | password }` turns it off. */
  @Post('toggle')
  @HttpCode(200)
  @ApiZodBody(twoFactorToggleSchema)
  async toggle(@Body({ schema: twoFactorToggleSchema }) body: TwoFactorToggleInput, @CurrentAuth() auth: AuthContext, @Req() req: Request) {
    const t = translator(requestLocale(req));
    if (body.enabled) {
      return { success: true, message: t('profile.two_factor_setup'), data: await this.twoFactor.begin(auth.user.id) };
    }
    await this.twoFactor.disable(auth.user.id, body);
    return { success: true, message: t('profile.two_factor_disabled'), data: { two_factor_enabled: false } };
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiZodBody(twoFactorConfirmSchema)
  async confirm(@Body({ schema: twoFactorConfirmSchema }) body: TwoFactorConfirmInput, @CurrentAuth() auth: AuthContext, @Req() req: Request) {
    const codes = await this.twoFactor.confirm(auth.user.id, body.code);
    return {
      success: true,
      message: translator(requestLocale(req))('profile.two_factor_enabled'),
      data: { two_factor_enabled: true, recovery_codes: codes },
    };
  }
}
