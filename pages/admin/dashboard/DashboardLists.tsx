import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Activity, TopProduct } from '../../../src/contracts/admin-dashboard.js';
import { useAdminLinks } from '../../../renderer/admin/admin-pages.js';
import { ButtonLink } from '../../../renderer/ui/button.js';
import { Card, CardBody } from '../../../renderer/ui/card.js';
import { DateText } from '../../../renderer/ui/date-text.js';
import { EmptyState } from '../../../renderer/ui/empty-state.js';
import { LoadFailed } from '../../../renderer/ui/load-failed.js';
import { Growth } from './StatCards.js';
import { ProductThumb } from '../../../renderer/admin/ProductThumb.js';

/** A list's state in the browser: a failed refresh shows Réessayer instead of rows. */
export interface ListState {
  failed?: boolean;
  onRetry?: () => void;
}

/** A dashboard card listing rows: its title, then Réessayer, the empty state or the rows, then `footer`. */
function ListCard({
  testId,
  title,
  failed,
  onRetry,
  empty,
  footer,
  children,
}: ListState & { testId: string; title: string; empty: ReactNode | null; footer?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card data-testid={testId}>
      <CardBody>
        <h2 className="font-semibold text-neutral-900">{title}</h2>
        {failed ? (
          <div className="mt-3">
            <LoadFailed message={t('admin_dashboard.error.title')} onRetry={onRetry} />
          </div>
        ) : (
          (empty ?? children)
        )}
        {footer}
      </CardBody>
    </Card>
  );
}

/** Registrations, orders, payments, draws and refunds, newest first; the whole log is /admin/activities. */
export function RecentActivities({ activities, failed, onRetry }: { activities: Activity[] } & ListState) {
  const { t } = useTranslation();
  const canOpen = useAdminLinks();
  return (
    <ListCard
      testId="admin-activities"
      title={t('admin_dashboard.activities.title')}
      failed={failed}
      onRetry={onRetry}
      empty={activities.length ? null : <EmptyState title={t('admin_dashboard.activities.empty')} />}
      footer={
        canOpen('/admin/activities') && (
          <ButtonLink
            variant="outline"
            size="sm"
            className="mt-3"
            href="/admin/activities"
            data-testid="admin-activities-all"
          >
            {t('admin_dashboard.activities.see_all')}
          </ButtonLink>
        )
      }
    >
      <ul className="mt-3 divide-y divide-neutral-100">
        {activities.map((a) => (
          <li key={a.id} className="py-2" data-testid="admin-activity">
            <div className="flex items-baseline justify-between gap-2">
              <p className="text-sm font-medium text-neutral-900">{t(`admin_dashboard.activity.${a.kind}`)}</p>
              <DateText value={a.created_at} relative className="shrink-0 text-xs text-neutral-500" />
            </div>
            {a.url && canOpen(a.url) ? (
              <a href={a.url} className="block truncate text-xs">
                {a.description}
              </a>
            ) : (
              <p className="truncate text-xs text-neutral-600">{a.description}</p>
            )}
          </li>
        ))}
      </ul>
    </ListCard>
  );
}

export function TopProducts({ products, failed, onRetry }: { products: TopProduct[] } & ListState) {
  const { t } = useTranslation();
  const canOpen = useAdminLinks();
  return (
    <ListCard
      testId="admin-top-products"
      title={t('admin_dashboard.top_products.title')}
      failed={failed}
      onRetry={onRetry}
      empty={
        products.length ? null : (
          <p className="mt-3 text-sm text-neutral-600">{t('admin_dashboard.top_products.empty')}</p>
        )
      }
    >
      <ol className="mt-3 space-y-2">
        {products.map((p) => (
          <li key={p.id} className="flex items-center gap-3" data-testid="admin-top-product">
            <ProductThumb src={p.image_url} rounded="rounded-lg" />
            <div className="min-w-0 flex-1">
              {canOpen(`/admin/products/${p.id}`) ? (
                <a href={`/admin/products/${p.id}`} className="block truncate text-sm font-medium">
                  {p.name}
                </a>
              ) : (
                <p className="truncate text-sm font-medium text-neutral-900">{p.name}</p>
              )}
              <p className="text-xs text-neutral-600">
                {t('admin_dashboard.top_products.sold', { count: p.total_tickets_sold })}
              </p>
            </div>
            <span className="shrink-0 text-xs">
              <Growth value={p.growth_percentage} />
            </span>
          </li>
        ))}
      </ol>
    </ListCard>
  );
}
