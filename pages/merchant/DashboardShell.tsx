import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { Card, CardBody } from '../../renderer/ui/card.js';
import { EmptyState } from '../../renderer/ui/empty-state.js';

const SECTIONS = ['products', 'orders', 'lotteries', 'refunds', 'analytics', 'settings'] as const;

/** Both merchant dashboards are shells until the seller screens exist; only the heading differs. */
export function DashboardShell({ variant }: { variant: 'full' | 'simple' }) {
  const { t } = useTranslation();
  const { user } = usePageContext();
  const name = user?.company_name || user?.first_name || '';
  return (
    <div className="space-y-6" data-testid={`merchant-${variant}-dashboard`}>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">{t(`merchant_shell.dashboard.title_${variant}`)}</h1>
        <p className="mt-1 text-neutral-600">{t('merchant_shell.dashboard.greeting', { name })}</p>
      </div>
      <Card>
        <EmptyState title={t('merchant_shell.dashboard.coming_title')} text={t(`merchant_shell.dashboard.coming_text_${variant}`)} />
      </Card>
      <Card>
        <CardBody>
          <h2 className="font-semibold text-neutral-900">{t('merchant_shell.dashboard.sections')}</h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {SECTIONS.map((s) => (
              <li key={s}>
                <a href={`/merchant/${s}`} className="text-sm font-medium">{t(`merchant_shell.nav.${s}`)}</a>
              </li>
            ))}
          </ul>
        </CardBody>
      </Card>
    </div>
  );
}
