// The auth module's public surface: other modules and the app import only from here.
export { AccountSessionsService } from './account-sessions.service.js';
export type { AuthContext } from './auth-context.js';
export { AuthTokenSchema } from './auth-token.entity.js';
export { extractToken } from './auth.guard.js';
export { AuthModule } from './auth.module.js';
export { AuthService } from './auth.service.js';
export { csrfVerdict, originOf } from './csrf.js';
export { maintenanceMiddleware } from './maintenance.middleware.js';
export { SessionSchema, type Session } from './session.entity.js';
export { SESSION_COOKIE, SessionsService } from './sessions.service.js';
export { PAGES_OPENER_POLICY, popupOpenerPolicy } from './social/popup-opener-policy.js';
export { SocialAuthService } from './social/social-auth.service.js';
export { SocialIdentitySchema } from './social/social-identity.entity.js';
export { SocialModule } from './social/social.module.js';
export { TwoFactorService, type TwoFactorSetup } from './two-factor.service.js';
