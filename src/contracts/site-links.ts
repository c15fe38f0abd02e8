/** Every public page, grouped as in the footer; drives the footer, the /sitemap page and /sitemap.xml. */
export interface SiteLink {
  href: string;
  /** i18n key of the label */
  label: string;
  /** Listed in sitemap.xml (pages meant for search engines). */
  indexable: boolean;
}

export interface SiteLinkGroup {
  title: string;
  links: SiteLink[];
}

const link = (href: string, label: string, indexable = true): SiteLink => ({
  href,
  label: `footer.links.${label}`,
  indexable,
});

export const SITE_LINK_GROUPS: SiteLinkGroup[] = [
  {
    title: 'footer.marketplace',
    links: [
      link('/', 'home'),
      link('/products', 'products'),
      link('/how-it-works', 'how_it_works'),
      link('/results', 'results'),
      link('/verify', 'verify'),
      link('/history', 'history'),
      link('/transparency', 'transparency'),
      link('/lottery-participation', 'lottery_participation'),
      link('/sell-on-mbolo', 'sell_on'),
      link('/earn-gombos', 'gombos'),
    ],
  },
  {
    title: 'footer.help',
    links: [
      link('/contact', 'contact'),
      link('/support-center', 'support_center'),
      link('/order-delivery', 'order_delivery'),
      link('/security-center', 'security_center'),
      link('/peace-on-mbolo', 'peace_on'),
      link('/report-suspicious', 'report_suspicious'),
    ],
  },
  {
    title: 'footer.company',
    links: [
      link('/about', 'about'),
      link('/affiliates', 'affiliates'),
      link('/earn-gombos', 'earn_gombos'),
      link('/careers', 'careers'),
      link('/media-press', 'media_press'),
      link('/sitemap', 'sitemap'),
    ],
  },
  {
    title: 'footer.legal',
    links: [
      link('/terms', 'terms'),
      link('/privacy', 'privacy'),
      link('/legal', 'legal'),
      link('/cookies', 'cookies'),
      link('/intellectual-property', 'intellectual_property'),
    ],
  },
  {
    title: 'footer.account',
    links: [
      link('/login', 'login', false),
      link('/register', 'register', false),
      link('/notifications', 'notifications', false),
    ],
  },
];

export function indexablePaths(): string[] {
  return [...new Set(SITE_LINK_GROUPS.flatMap((g) => g.links.filter((l) => l.indexable).map((l) => l.href)))];
}
