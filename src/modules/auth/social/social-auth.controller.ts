import { Controller, Get, Ip, Logger, Param, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { CookieOptions, Request, Response } from 'express';
import { Public, SkipCsrf } from '../../../common/auth/decorators.js';
import { DomainError } from '../../../common/errors/domain-error.js';
import { translator } from '../../../common/i18n/server-i18n.js';
import { readCookie, requestLocale } from '../../../common/http/request-locale.js';
import { SOCIAL_PROVIDERS, type SocialProviderName } from '../../../config/config.js';
import { defaultLanding } from '../../../contracts/roles.js';
import { toUserDto } from '../../users/index.js';
import { SessionsService } from '../sessions.service.js';
import { sessionAnswer } from '../session-answer.js';
import { OAUTH_COOKIE, SocialAuthService, type SocialOutcome } from './social-auth.service.js';

/** The page (built with the other pages) that reads the outcome and finishes the sign-in in the browser. */
const CALLBACK_PAGE = '/auth/callback';

/**
 * Social sign-in. The browser goes: redirect (or the pop-up entry) → provider → our callback, which sets
 * the session cookie and sends it on to the callback page; API clients asking for JSON get the login answer.
 */
@ApiTags('auth')
@Controller('auth')
export class SocialAuthController {
  private readonly logger = new Logger('SocialAuth');

  constructor(
    private readonly social: SocialAuthService,
    private readonly sessions: SessionsService,
  ) {}

  /** Spec 1 §7: answers the provider's authorization URL; the page navigates to it. */
  @Public()
  @Get(':provider/redirect')
  async redirect(@Param('provider') name: string, @Req() req: Request, @Res() res: Response) {
    const url = await this.begin(this.social.provider(name), req, res);
    res.json({ success: true, redirect_url: url });
  }

  /** The pop-up variant opens /api/auth/{provider} and expects to land at the provider directly. */
  @Public()
  @Get([...SOCIAL_PROVIDERS])
  async popup(@Req() req: Request, @Res() res: Response) {
    const name = req.path.split('/').filter(Boolean).pop() ?? '';
    const url = await this.begin(this.social.provider(name), req, res);
    res.redirect(302, url);
  }

  @Public()
  @Get(':provider/callback')
  async callback(@Param('provider') name: string, @Req() req: Request, @Ip() ip: string, @Res() res: Response) {
    await this.finish(name, req.query as Record<string, unknown>, req, ip, res);
  }

  /** Apple answers by a cross-site form POST (response_mode=form_post), which cannot carry X-Requested-With. */
  @Public()
  @SkipCsrf()
  @Post(':provider/callback')
  async formPostCallback(@Param('provider') name: string, @Req() req: Request, @Ip() ip: string, @Res() res: Response) {
    const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
    await this.finish(name, body, req, ip, res);
  }

  private async begin(provider: SocialProviderName, req: Request, res: Response): Promise<string> {
    const { url, cookie } = await this.social.start(provider, req.query.redirect);
    res.cookie(OAUTH_COOKIE, cookie, { ...this.stateCookieOptions(provider), maxAge: 10 * 60_000 });
    return url;
  }

  private async finish(name: string, response: Record<string, unknown>, req: Request, ip: string, res: Response) {
    const provider = this.social.provider(name); // 404 before anything else, whatever the Accept header
    const wantsJson = req.accepts(['html', 'json']) === 'json';
    const cookie = readCookie(req.headers.cookie, OAUTH_COOKIE);
    // single use: whatever happens next, this attempt is over
    res.clearCookie(OAUTH_COOKIE, this.stateCookieOptions(provider));
    let outcome: SocialOutcome;
    try {
      outcome = await this.social.complete(provider, response, cookie, { ip, userAgent: req.headers['user-agent'] });
    } catch (err) {
      if (wantsJson) throw err;
      if (!(err instanceof DomainError)) this.logger.error({ err, provider }, 'Social sign-in failed');
      const key = err instanceof DomainError ? err.messageKey : 'social.errors.auth_failed';
      res.redirect(302, `${CALLBACK_PAGE}?${new URLSearchParams({ status: 'error', message: key, provider })}`);
      return;
    }
    const t = translator(requestLocale(req));
    const redirect = outcome.redirect ?? defaultLanding(outcome.user.roles.getItems().map((r) => r.name));
    if (outcome.kind === 'two_factor') {
      // no session yet: the callback page asks for the code and posts it to /api/auth/2fa/verify
      if (wantsJson) {
        res.json({
          success: true,
          message: t('auth.two_factor_required'),
          requires_two_factor: true,
          two_factor_token: outcome.challenge,
        });
        return;
      }
      // the challenge goes in the fragment: browsers keep it across the redirect but never send it to a server
      const query = new URLSearchParams({ status: 'two_factor', redirect, provider });
      res.redirect(302, `${CALLBACK_PAGE}?${query}#${new URLSearchParams({ two_factor_token: outcome.challenge })}`);
      return;
    }
    const { issued, user } = outcome;
    res.cookie(this.sessions.cookieName, issued.token, this.sessions.cookieOptions());
    if (!wantsJson) {
      res.redirect(302, `${CALLBACK_PAGE}?${new URLSearchParams({ status: 'success', redirect, provider })}`);
      return;
    }
    res.json({
      success: true,
      message: t('auth.welcome', { name: user.firstName }),
      ...sessionAnswer(req, issued),
      user: toUserDto(user),
    });
  }

  /**
   * The state cookie goes only to this provider's callback. It must come back on the provider's
   * top-level redirect (SameSite=Lax suffices) or, for form_post, on a cross-site POST (None + Secure).
   */
  private stateCookieOptions(provider: SocialProviderName): CookieOptions {
    const formPost = this.social.usesFormPost(provider);
    return {
      httpOnly: true,
      path: `/api/auth/${provider}/callback`,
      sameSite: formPost ? 'none' : 'lax',
      secure: formPost || this.sessions.cookieOptions().secure,
    };
  }
}
