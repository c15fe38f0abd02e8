import type { Locale } from '../src/common/i18n/server-i18n.js';
import type { PageServices } from '../src/ssr/page-services.js';

export type { Locale };

import type { UserDto } from '../src/contracts/user.js';

/** The signed-in user as pages see it (same shape as GET /api/auth/me). */
export type SessionUser = UserDto;

declare global {
  namespace Vike {
    interface PageContext {
      locale: Locale;
      user: SessionUser | null;
      /** Outside production, pages such as /dev/outbox exist. */
      devTools: boolean;
      /** Social sign-in providers configured on the server (buttons for the others stay hidden). */
      socialProviders: string[];
    }
    interface PageContextServer {
      services: PageServices;
    }
  }
}
