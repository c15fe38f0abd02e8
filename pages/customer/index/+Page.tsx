import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { formatDate } from '../../../src/common/format/dates.js';
import { ROLE_LABELS, defaultLanding, isCustomer, isMerchant } from '../../../src/contracts/roles.js';
import { isUnverified } from '../../../renderer/auth/session.js';
import { Badge } from '../../../renderer/ui/badge.js';
import { ButtonLink } from '../../../renderer/ui/button.js';
import { Card, CardBody } from '../../../renderer/ui/card.js';
import { ChevronRightIcon } from '../../../renderer/ui/icons.js';
import { LoadError } from '../components/LoadError.js';
import { useNow } from '../components/use-now.js';
import type { DashboardPageData } from './+data.js';
import { DashboardStats, PopularLotteries } from './DashboardOverview.js';

const LINKS = [
  { href: '/customer/products', key: 'products' },
  { href: '/customer/tickets', key: 'tickets' },
  { href: '/customer/orders', key: 'orders' },
  { href: '/customer/payments', key: 'payments' },
  { href: '/customer/refunds', key: 'refunds' },
  { href: '/customer/profile', key: 'profile' },
] as const;

/** Dashboard: who you are, whether the account is verified, your figures and last tickets, popular draws, where to go. */
export default function CustomerDashboardPage() {
  const { t, i18n } = useTranslation();
  const { user } = usePageContext();
  const { stats, popular, now: serverNow, error } = useData<DashboardPageData>();
  const now = useNow(serverNow);
  if (!user) return null;
  const unverified = isUnverified(user);
  const dual = isCustomer(user.roles) && isMerchant(user.roles);
  const since = formatDate(user.created_at, i18n.language);

  return (
    <div className="space-y-6" data-testid="customer-dashboard">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">
          {t('customer.dashboard.greeting', { name: user.first_name })}
        </h1>
        <p className="mt-1 text-neutral-600">{t('customer.dashboard.intro')}</p>
      </div>

      <Card>
        <CardBody className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="text-sm text-neutral-600">{t('customer.dashboard.account')}</p>
            <p className="truncate font-semibold text-neutral-900">{user.email}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              {user.roles.map((r) => (
                <Badge key={r} tone="ocean">
                  {ROLE_LABELS[r] ?? r}
                </Badge>
              ))}
              {unverified ? (
                <Badge tone="sun" data-testid="verification-status">
                  {t('customer.dashboard.unverified')}
                </Badge>
              ) : (
                <Badge tone="brand" data-testid="verification-status">
                  {t('customer.dashboard.verified')}
                </Badge>
              )}
            </div>
            <p className="mt-2 text-sm text-neutral-600">{t('customer.dashboard.member_since', { date: since })}</p>
          </div>
          {dual && (
            <ButtonLink href={defaultLanding(user.roles.filter((r) => isMerchant([r])))} variant="secondary">
              {t('customer.menu.seller_space')}
            </ButtonLink>
          )}
        </CardBody>
      </Card>
      {unverified && <p className="text-sm text-neutral-700">{t('customer.dashboard.unverified_text')}</p>}

      {error || !stats ? <LoadError /> : <DashboardStats stats={stats} now={now} />}
      <PopularLotteries lotteries={popular} />

      <section aria-labelledby="quick-links">
        <h2 id="quick-links" className="text-lg font-semibold text-neutral-900">
          {t('customer.dashboard.quick_links')}
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {LINKS.map((link) => (
            <li key={link.key}>
              <a
                href={link.href}
                className="flex min-h-16 items-center justify-between gap-3 rounded-xl border border-neutral-200 bg-white p-4 text-neutral-900 no-underline shadow-sm hover:border-brand-600 hover:no-underline"
              >
                <span>
                  <span className="block font-semibold">{t(`customer.dashboard.links.${link.key}.title`)}</span>
                  <span className="block text-sm text-neutral-600">
                    {t(`customer.dashboard.links.${link.key}.text`)}
                  </span>
                </span>
                <ChevronRightIcon className="shrink-0 text-neutral-400" />
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
