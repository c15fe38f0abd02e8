import type { Locale } from '../src/common/i18n/server-i18n.js';
import type { PageServices } from '../src/ssr/page-services.js';

export type { Locale };

export interface SessionUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  avatar_url: string | null;
  roles: string[];
}

declare global {
  namespace Vike {
    interface PageContext {
      locale: Locale;
      user: SessionUser | null;
      /** Outside production, pages such as /dev/outbox exist. */
      devTools: boolean;
    }
    interface PageContextServer {
      services: PageServices;
    }
  }
}
