/**
 * The browser loads translations by slice, never locales/*.json whole (most of it is back-office text a visitor
 * never sees). The JSON files stay the single source: the build cuts them by top-level key group (vite.config.ts).
 * A group missing from `public` shows as a raw key on a public page, so a new public page's groups go there.
 */
export const SLICE_GROUPS = {
  // the layout, toasts and the pages under pages/(public)
  public: [
    'app',
    'nav',
    'footer',
    'ui',
    'toast',
    'time',
    'errors',
    'pages',
    'history',
    'home',
    'sitemap',
    'contact',
    'products',
    'catalogue',
    'product',
    'proof',
    'testimonials',
    'reviews',
    'results',
    'verify_page',
  ],
  // the register of draws and how-it-works' verifiable-draw section: only those two pages need it
  draws: ['transparency'],
  // the signed-in visitor's bell and menu, which the header fetches after the page is shown (Header.tsx)
  account_menu: ['customer', 'notifications', 'admin_shell'],
  // sign-in, sign-up and the social sign-in's return
  // (with the reset group: the login page says a password was just reset)
  sign_in: ['auth', 'social', 'login', 'register', 'reset'],
  payment: ['payment', 'payments', 'simulator', 'checkout_wallet'],
} as const;

export type Slice = keyof typeof SLICE_GROUPS | 'rest';

/** The slices a page needs, by where it lives under pages/; unlisted areas (accounts, back office) take all. */
export function slicesFor(pageId: string | undefined): Slice[] {
  if (/^\/pages\/\(public\)\/(login|register|auth)(\/|$)/.test(pageId ?? '')) return ['public', 'sign_in'];
  if (/^\/pages\/\(public\)\/(transparency|\(content\)\/how-it-works)(\/|$)/.test(pageId ?? ''))
    return ['public', 'draws'];
  if (pageId?.startsWith('/pages/(public)/')) return ['public'];
  if (pageId?.startsWith('/pages/payment/') || pageId?.startsWith('/pages/simulator/'))
    return ['public', 'account_menu', 'payment'];
  return ['public', 'account_menu', 'sign_in', 'payment', 'draws', 'rest'];
}

/** The part of a locale file a slice holds ('rest': every group no other slice lists). */
export function sliceOf(messages: Record<string, unknown>, slice: Slice): Record<string, unknown> {
  const listed = new Set<string>(Object.values(SLICE_GROUPS).flat());
  const keep =
    slice === 'rest'
      ? (g: string) => !listed.has(g)
      : (g: string) => (SLICE_GROUPS[slice] as readonly string[]).includes(g);
  return Object.fromEntries(Object.entries(messages).filter(([g]) => keep(g)));
}
