import { SetMetadata, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { PrivilegeKey } from '../../contracts/privileges.js';
import type { RoleGroup } from '../../contracts/roles.js';

export const IS_PUBLIC = 'mbolo:public';
export const REQUIRED_GROUPS = 'mbolo:groups';
export const SKIP_CSRF = 'mbolo:skip-csrf';
export const REQUIRES_VERIFIED = 'mbolo:verified';
export const ALLOW_2FA_SETUP = 'mbolo:allow-2fa-setup';
export const ALLOW_PASSWORD_CHANGE = 'mbolo:allow-password-change';
export const REQUIRED_PRIVILEGE = 'mbolo:privilege';

/** Reachable without a session (a session, when present, is still read). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** Signed-in users whose roles grant this back-office privilege (every /api/admin route names one). */
export const RequirePrivilege = (privilege: PrivilegeKey) => SetMetadata(REQUIRED_PRIVILEGE, privilege);

/** Signed-in users of at least one of these groups (spec 1 §6). */
export const Roles = (...groups: RoleGroup[]) => SetMetadata(REQUIRED_GROUPS, groups);

/** Only for users whose e-mail is verified (buying, taking part in draws): 403 otherwise. */
export const Verified = () => SetMetadata(REQUIRES_VERIFIED, true);

/** Still open to staff who must turn two-factor on first (who am I, logout, the 2FA setup itself). */
export const AllowDuringTwoFactorSetup = () => SetMetadata(ALLOW_2FA_SETUP, true);

/**
 * Still open to an account that must change its temporary password first (who am I, logout, the
 * password change itself); also open during the staff two-factor setup.
 */
export const AllowDuringPasswordChange = () => SetMetadata(ALLOW_PASSWORD_CHANGE, true);

/** For server-to-server callbacks that cannot send X-Requested-With. */
export const SkipCsrf = () => SetMetadata(SKIP_CSRF, true);

/** The signed-in user's context (throws if absent: only use on guarded routes). */
export const CurrentAuth = createParamDecorator((_: unknown, ctx: ExecutionContext) => {
  const req = ctx.switchToHttp().getRequest<Request>();
  return req.auth;
});
