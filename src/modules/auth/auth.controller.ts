import { Body, Controller, Get, HttpCode, Ip, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { z } from 'zod';
import {
  AllowDuringPasswordChange,
  AllowDuringTwoFactorSetup,
  CurrentAuth,
  Public,
} from '../../common/auth/decorators.js';
import { translator } from '../../common/i18n/server-i18n.js';
import { requestLocale } from '../../common/http/request-locale.js';
import { ApiZodBody } from '../../common/validation/api-schema.js';
import {
  emailOnlySchema,
  loginSchema,
  registerSchema,
  twoFactorLoginSchema,
  verifyEmailSchema,
  type LoginInput,
  type RegisterInput,
} from '../../contracts/auth.js';
import { normalizeEmail } from '../users/index.js';
import { toUserDto } from '../users/index.js';
import type { User } from '../users/index.js';
import type { AuthContext } from './auth-context.js';
import { AuthService } from './auth.service.js';
import { SessionsService, type IssuedSession } from './sessions.service.js';
import { sessionAnswer } from './session-answer.js';
import { TwoFactorService } from './two-factor.service.js';
import { GrantsService } from '../access/index.js';
import type { TFunction } from 'i18next';
import { withMessage, answer } from '../../common/http/envelope.js';
import { Locale, T } from '../../common/http/locale.decorator.js';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    private readonly secondFactor: TwoFactorService,
    private readonly grants: GrantsService,
  ) {}

  @Public()
  @Post('register')
  @HttpCode(201)
  @ApiZodBody(registerSchema)
  async register(@Body({ schema: registerSchema }) body: RegisterInput, @Locale() locale: Locale, @Ip() ip: string) {
    await this.auth.register(body, locale, { ip });
    // the same answer whether or not the address was free: nothing here may tell who has an account
    return answer({
      message: translator(locale)('auth.registered'),
      verification_type: 'email_link',
      verification_sent_to: normalizeEmail(body.email),
      requires_verification: true,
    });
  }

  /** Posted by the /verify-email page: the link's token never appears in a URL our servers see. */
  @Public()
  @Post('verify-email')
  @HttpCode(200)
  @ApiZodBody(verifyEmailSchema)
  async verify(@Body({ schema: verifyEmailSchema }) body: z.infer<typeof verifyEmailSchema>, @T() t: TFunction) {
    const { already_verified } = await this.auth.verifyEmail(body.token);
    return answer({
      message: t(already_verified ? 'auth.already_verified' : 'auth.verified'),
      already_verified,
    });
  }

  @Public()
  @Post('resend-verification')
  @HttpCode(200)
  @ApiZodBody(emailOnlySchema)
  async resend(
    @Body({ schema: emailOnlySchema }) body: z.infer<typeof emailOnlySchema>,
    @Locale() locale: Locale,
    @Ip() ip: string,
  ) {
    await this.auth.resendVerification(body.email, locale, { ip });
    return withMessage(translator(locale)('auth.verification_sent'));
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiZodBody(loginSchema)
  async login(
    @Body({ schema: loginSchema }) body: LoginInput,
    @Req() req: Request,
    @Ip() ip: string,
    @Res({ passthrough: true }) res: Response,
  ) {
    const outcome = await this.auth.login(body, { ip, userAgent: req.headers['user-agent'] });
    const t = translator(requestLocale(req));
    if (outcome.kind === 'two_factor') {
      return answer({
        message: t('auth.two_factor_required'),
        requires_two_factor: true,
        two_factor_token: outcome.challenge,
      });
    }
    return this.signedIn(req, res, outcome.issued, outcome.user, t('auth.welcome', { name: outcome.user.firstName }));
  }

  @Public()
  @Post('2fa/verify')
  @HttpCode(200)
  @ApiZodBody(twoFactorLoginSchema)
  async twoFactor(
    @Body({ schema: twoFactorLoginSchema }) body: z.infer<typeof twoFactorLoginSchema>,
    @Req() req: Request,
    @Ip() ip: string,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { issued, user } = await this.auth.completeTwoFactor(body.two_factor_token, body.code, {
      ip,
      userAgent: req.headers['user-agent'],
    });
    return this.signedIn(
      req,
      res,
      issued,
      user,
      translator(requestLocale(req))('auth.welcome', { name: user.firstName }),
    );
  }

  @Post('logout')
  @HttpCode(200)
  @AllowDuringTwoFactorSetup()
  @AllowDuringPasswordChange()
  async logout(@CurrentAuth() auth: AuthContext, @Res({ passthrough: true }) res: Response, @T() t: TFunction) {
    await this.auth.logout(auth.session.id, auth.user);
    res.clearCookie(this.sessions.cookieName, this.sessions.cookieOptions());
    return withMessage(t('auth.logged_out'));
  }

  @Get('me')
  @AllowDuringTwoFactorSetup()
  @AllowDuringPasswordChange()
  async me(@CurrentAuth() auth: AuthContext) {
    const setupRequired = await this.secondFactor.setupRequired(auth.user, auth.roles);
    const privileges = await this.grants.listOf(auth.roles);
    return {
      user: { ...toUserDto(auth.user), privileges, ...(setupRequired ? { two_factor_setup_required: true } : {}) },
    };
  }

  private async signedIn(req: Request, res: Response, issued: IssuedSession, user: User, message: string) {
    res.cookie(
      this.sessions.cookieName,
      issued.token,
      this.sessions.cookieOptions(issued.session.rememberMe ? issued.expiresAt : undefined),
    );
    const roles = user.roles.getItems().map((r) => r.name);
    const setupRequired = await this.secondFactor.setupRequired(user, roles);
    return answer({
      message,
      ...sessionAnswer(req, issued),
      ...(setupRequired ? { two_factor_setup_required: true } : {}),
      ...(user.mustChangePassword ? { must_change_password: true } : {}),
      user: { ...toUserDto(user), ...(setupRequired ? { two_factor_setup_required: true } : {}) },
    });
  }
}
