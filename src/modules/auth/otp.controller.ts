import { Body, Controller, HttpCode, Ip, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../common/auth/decorators.js';
import { translator } from '../../common/i18n/server-i18n.js';
import { requestLocale } from '../../common/http/request-locale.js';
import { ApiZodBody } from '../../common/validation/api-schema.js';
import { otpSendSchema, resetPasswordSchema, type OtpSendInput, type ResetPasswordInput } from '../../contracts/auth.js';
import { PasswordResetService } from './password-reset.service.js';

@ApiTags('auth')
@Controller()
export class OtpController {
  constructor(private readonly reset: PasswordResetService) {}

  @Public()
  @Post('otp/send')
  @HttpCode(200)
  @ApiZodBody(otpSendSchema)
  send(@Body({ schema: otpSendSchema }) body: OtpSendInput, @Req() req: Request, @Ip() ip: string) {
    return this.sendCode(body, req, ip);
  }

  @Public()
  @Post('otp/resend')
  @HttpCode(200)
  @ApiZodBody(otpSendSchema)
  resend(@Body({ schema: otpSendSchema }) body: OtpSendInput, @Req() req: Request, @Ip() ip: string) {
    return this.sendCode(body, req, ip);
  }

  @Public()
  @Post('auth/reset-password')
  @HttpCode(200)
  @ApiZodBody(resetPasswordSchema)
  async resetPassword(@Body({ schema: resetPasswordSchema }) body: ResetPasswordInput, @Req() req: Request, @Ip() ip: string) {
    await this.reset.reset(body, { ip });
    return { success: true, message: translator(requestLocale(req))('auth.password_reset_done') };
  }

  private async sendCode(body: OtpSendInput, req: Request, ip: string) {
    const locale = requestLocale(req);
    await this.reset.send(body, locale, { ip });
    // Same answer whether or not an account matches the identifier.
    return { success: true, message: translator(locale)(body.type === 'sms' ? 'auth.code_sent_sms' : 'auth.code_sent_email') };
  }
}
