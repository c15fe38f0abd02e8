import type { NextFunction, Request, Response } from 'express';
import { SOCIAL_PROVIDERS } from '../../../config/config.js';

/**
 * The social pop-up (spec 1 §2.13) needs the opener and the pop-up to keep their link across the
 * provider's site: the opener watches the pop-up close, the callback page posts to its opener.
 * Helmet's default Cross-Origin-Opener-Policy (same-origin) would cut it, so pages allow their
 * pop-ups (same-origin-allow-popups, helmet option) and the pages the pop-up itself loads on our
 * side (the provider entry, the provider's callback, the callback page) opt out with unsafe-none:
 * a pop-up going from the provider (no policy) to a page with any other policy is cut off too.
 */
export const PAGES_OPENER_POLICY = 'same-origin-allow-popups' as const;

const POPUP_PATHS = new RegExp(`^(/auth/callback|/api/auth/(${SOCIAL_PROVIDERS.join('|')})(/callback)?)/?$`);

export function popupOpenerPolicy(req: Request, res: Response, next: NextFunction): void {
  if (POPUP_PATHS.test(req.path)) res.setHeader('Cross-Origin-Opener-Policy', 'unsafe-none');
  next();
}
