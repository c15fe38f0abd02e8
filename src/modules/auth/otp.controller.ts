import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators.js';
import { translator } from '../../common/i18n/server-i18n.js';
import { ApiZodBody } from '../../common/validation/api-schema.js';
import {
  otpSendSchema,
  resetPasswordSchema,
  type OtpSendInput,
  type ResetPasswordInput,
} from '../../contracts/auth.js';
import { PasswordResetService } from './password-reset.service.js';
import type { TFunction } from 'i18next';
import { withMessage } from '../../common/http/envelope.js';
import { Locale, T } from '../../common/http/locale.decorator.js';

@ApiTags('auth')
@Controller()
export class OtpController {
  constructor(private readonly reset: PasswordResetService) {}

  @Public()
  @Post('otp/send')
  @HttpCode(200)
  @ApiZodBody(otpSendSchema)
  send(@Body({ schema: otpSendSchema }) body: OtpSendInput, @Locale() locale: Locale, @Ip() ip: string) {
    return this.sendCode(body, locale, ip);
  }

  @Public()
  @Post('otp/resend')
  @HttpCode(200)
  @ApiZodBody(otpSendSchema)
  resend(@Body({ schema: otpSendSchema }) body: OtpSendInput, @Locale() locale: Locale, @Ip() ip: string) {
    return this.sendCode(body, locale, ip);
  }

  @Public()
  @Post('auth/reset-password')
  @HttpCode(200)
  @ApiZodBody(resetPasswordSchema)
  async resetPassword(
    @Body({ schema: resetPasswordSchema }) body: ResetPasswordInput,
    @T() t: TFunction,
    @Ip() ip: string,
  ) {
    await this.reset.reset(body, { ip });
    return withMessage(t('auth.password_reset_done'));
  }

  private async sendCode(body: OtpSendInput, locale: Locale, ip: string) {
    await this.reset.send(body, locale, { ip });
    // Same answer whether or not an account matches the identifier.
    return withMessage(translator(locale)(body.type === 'sms' ? 'auth.code_sent_sms' : 'auth.code_sent_email'));
  }
}
