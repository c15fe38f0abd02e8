import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { ADMIN_NAV } from '../../../renderer/layouts/AdminLayout.js';
import { Card, CardBody } from '../../../renderer/ui/card.js';
import { EmptyState } from '../../../renderer/ui/empty-state.js';

/** Shell until the back-office screens arrive: says so, and lists where the sections will be. */
export default function AdminDashboardPage() {
  const { t } = useTranslation();
  const { user } = usePageContext();
  const links = ADMIN_NAV.flatMap((item) => ('group' in item ? item.links : [item])).filter((l) => l.key !== 'dashboard');
  return (
    <div className="mx-auto max-w-4xl space-y-6" data-testid="admin-dashboard">
      <h1 className="text-2xl font-bold tracking-tight text-neutral-900">{t('admin_shell.dashboard.title')}</h1>
      <Card>
        <EmptyState title={t('admin_shell.dashboard.coming_title')} text={t('admin_shell.dashboard.coming_text', { name: user?.first_name ?? '' })} />
      </Card>
      <Card>
        <CardBody>
          <h2 className="font-semibold text-neutral-900">{t('admin_shell.dashboard.sections')}</h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {links.map((l) => (
              <li key={l.href}>
                <a href={l.href} className="text-sm font-medium">{t(`admin_shell.nav.${l.key}`)}</a>
              </li>
            ))}
          </ul>
        </CardBody>
      </Card>
    </div>
  );
}
