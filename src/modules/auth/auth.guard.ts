import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import {
  ALLOW_2FA_SETUP,
  ALLOW_PASSWORD_CHANGE,
  IS_PUBLIC,
  REQUIRED_GROUPS,
  REQUIRED_PRIVILEGE,
  REQUIRES_VERIFIED,
  SKIP_CSRF,
} from '../../common/auth/decorators.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { readCookie } from '../../common/http/request-locale.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import type { PrivilegeKey } from '../../contracts/privileges.js';
import { hasGroup, type RoleGroup } from '../../contracts/roles.js';
import { GrantsService } from '../access/index.js';
import { csrfVerdict, originOf } from './csrf.js';
import { SESSION_COOKIE, SessionsService } from './sessions.service.js';
import { TwoFactorService } from './two-factor.service.js';

/** The session token of a request: a bearer header, else the session cookie (its name: SessionsService.cookieName). */
export function extractToken(
  req: Pick<Request, 'headers'>,
  cookieName = SESSION_COOKIE,
): { token?: string; source?: 'bearer' | 'cookie' } {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), source: 'bearer' };
  const cookie = readCookie(req.headers.cookie, cookieName);
  return cookie ? { token: cookie, source: 'cookie' } : {};
}

/**
 * Every route needs a live session unless marked @Public(); @Roles() narrows to role groups, and
 * @RequirePrivilege() to the holders of a back-office privilege (roles' grants are data, see
 * GrantsService): where a route names a privilege, it alone decides and its role groups are ignored.
 * Unsafe requests sent by another site are refused, signed in or not (see csrf.ts); cookie-authenticated
 * writes must carry X-Requested-With, which other sites cannot add. @SkipCsrf() routes (gateway
 * callbacks) are exempt.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  private readonly ownOrigin: string;

  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
    private readonly twoFactor: TwoFactorService,
    private readonly grants: GrantsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.ownOrigin = originOf(config.appUrl);
  }

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    if (ctx.getType() !== 'http') return true;
    const req = ctx.switchToHttp().getRequest<Request>();
    const targets = [ctx.getHandler(), ctx.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) ?? false;
    const { token, source } = extractToken(req, this.sessions.cookieName);
    if (token) {
      const auth = await this.sessions.authenticate(token);
      // what a signed-in user is sent is theirs: no shared or back-button cache keeps it
      if (auth) {
        req.auth = auth;
        ctx.switchToHttp().getResponse<Response>().setHeader('Cache-Control', 'no-store');
      } else if (!isPublic) throw new DomainError(401, 'auth.errors.session_expired', { code: 'session_expired' });
    }
    const skipCsrf = this.reflector.getAllAndOverride<boolean>(SKIP_CSRF, targets) ?? false;
    if (!skipCsrf) {
      const verdict = csrfVerdict(req, this.ownOrigin, {
        bearer: source === 'bearer',
        cookieSession: source === 'cookie' && !!req.auth,
      });
      if (verdict === 'cross_site') throw new DomainError(403, 'auth.errors.cross_site', { code: 'csrf' });
      if (verdict === 'missing_header') throw new DomainError(403, 'auth.errors.csrf', { code: 'csrf' });
    }
    if (isPublic) return true;
    if (!req.auth) throw new DomainError(401, 'errors.unauthenticated', { code: 'unauthenticated' });
    this.checkPasswordChange(req, targets);
    await this.checkTwoFactorSetup(req, targets);
    const privilege = this.reflector.getAllAndOverride<PrivilegeKey | undefined>(REQUIRED_PRIVILEGE, targets);
    if (privilege) {
      if (!(await this.grants.has(req.auth.roles, privilege)))
        throw new DomainError(403, 'errors.forbidden', { code: 'forbidden' });
    } else {
      const groups = this.reflector.getAllAndOverride<RoleGroup[]>(REQUIRED_GROUPS, targets);
      if (groups?.length && !groups.some((g) => hasGroup(req.auth!.roles, g))) {
        throw new DomainError(403, 'errors.forbidden', { code: 'forbidden' });
      }
    }
    if (this.reflector.getAllAndOverride<boolean>(REQUIRES_VERIFIED, targets) && !req.auth.account.emailVerifiedAt) {
      throw new DomainError(403, 'auth.errors.unverified', { code: 'unverified' });
    }
    return true;
  }

  /** An account given a temporary password reaches only the password change (and me, logout) until it is changed. */
  private checkPasswordChange(req: Request, targets: Parameters<Reflector['getAllAndOverride']>[1]) {
    if (!req.auth!.account.mustChangePassword) return;
    if (this.reflector.getAllAndOverride<boolean>(ALLOW_PASSWORD_CHANGE, targets)) return;
    throw new DomainError(403, 'auth.errors.password_change_required', { code: 'password_change_required' });
  }

  /** Staff who must turn two-factor on reach only the routes of that setup (and me, logout) until they do. */
  private async checkTwoFactorSetup(req: Request, targets: Parameters<Reflector['getAllAndOverride']>[1]) {
    if (this.reflector.getAllAndOverride<boolean>(ALLOW_2FA_SETUP, targets)) return;
    if (this.reflector.getAllAndOverride<boolean>(ALLOW_PASSWORD_CHANGE, targets)) return;
    if (await this.twoFactor.setupRequired(req.auth!.account, req.auth!.roles)) {
      throw new DomainError(403, 'auth.errors.two_factor_setup_required', { code: 'two_factor_setup_required' });
    }
  }
}
