import type { Locale } from '../src/common/i18n/server-i18n.js';
import type { PageServices } from '../src/ssr/page-services.js';

export type { Locale };

import type { UserDto } from '../src/contracts/user.js';
import type { FormResult } from '../src/contracts/form-result.js';

/** The signed-in user as pages see it (same shape as GET /api/auth/me): with the back-office privileges their roles hold. */
export type SessionUser = UserDto & { privileges?: string[] };

declare global {
  namespace Vike {
    interface PageContext {
      locale: Locale;
      user: SessionUser | null;
      /** Outside production, pages such as /dev/outbox exist. */
      devTools: boolean;
      /** Social sign-in providers configured on the server (buttons for the others stay hidden). */
      socialProviders: string[];
      /** Languages the switch offers: active in the settings and translated (locales/). */
      locales: string[];
      /** Anti-forgery token of the forms the server also handles without JavaScript. */
      csrfToken: string;
      /** What the server said of a form posted without JavaScript (this response only). */
      formResult: FormResult | null;
    }
    interface PageContextServer {
      services: PageServices;
      /** The signed-in request's session (server only: never passed to the client). */
      sessionId: string | null;
    }
  }
}
