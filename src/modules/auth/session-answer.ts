import type { Request } from 'express';
import type { IssuedSession } from './sessions.service.js';

/**
 * What a sign-in answer says about the new session. Our web pages send X-Requested-With and live on the
 * HttpOnly cookie alone, so the token stays out of their reach (and of any injected script); API clients
 * without that header get it in the body for their Authorization header.
 */
export function sessionAnswer(req: Pick<Request, 'headers'>, issued: IssuedSession) {
  const browser = !!req.headers['x-requested-with'];
  return {
    ...(browser ? {} : { access_token: issued.token, token_type: 'Bearer' as const }),
    expires_at: issued.expiresAt.toISOString(),
  };
}
