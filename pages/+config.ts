import vikeReact from 'vike-react/config';
import type { Config } from 'vike/types';

export default {
  extends: [vikeReact],
  passToClient: ['locale', 'user', 'devTools', 'socialProviders', 'locales', 'csrfToken', 'formResult'],
  favicon: '/favicon.svg',
  // Pages are light enough to hydrate at once; streaming brings nothing but complexity here.
  stream: false,
} satisfies Config;
