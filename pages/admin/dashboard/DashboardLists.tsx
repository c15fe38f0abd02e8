import { useTranslation } from 'react-i18next';
import type { Activity, TopProduct } from '../../../src/contracts/admin-dashboard.js';
import type { AdminLotteryView } from '../../../src/contracts/admin-lotteries.js';
import { useAdminSections } from '../../../renderer/admin/admin-pages.js';
import { ButtonLink } from '../../../renderer/ui/button.js';
import { Card, CardBody } from '../../../renderer/ui/card.js';
import { DateText } from '../../../renderer/ui/date-text.js';
import { EmptyState } from '../../../renderer/ui/empty-state.js';
import { StatusBadge } from '../../../renderer/ui/status-badge.js';
import { Growth } from './StatCards.js';

/** Spec 3 §2: product, status, tickets sold/total, end date, Voir and (active only) Modifier. */
export function RecentDraws({ draws }: { draws: AdminLotteryView[] }) {
  const { t } = useTranslation();
  const exists = useAdminSections();
  const lotteryHref = (d: AdminLotteryView) => `/admin/lotteries?search=${encodeURIComponent(d.lottery_number)}`;
  return (
    <Card data-testid="admin-recent-draws">
      <CardBody>
        <h2 className="font-semibold text-neutral-900">{t('admin_dashboard.recent_draws.title')}</h2>
        {!draws.length ? (
          <p className="mt-3 text-sm text-neutral-600">{t('admin_dashboard.recent_draws.empty')}</p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead className="text-xs text-neutral-500 uppercase">
                <tr>
                  {(['product', 'status', 'tickets', 'end_date', 'actions'] as const).map((k) => (
                    <th key={k} scope="col" className="py-2 pr-3 font-semibold">{t(`admin_dashboard.recent_draws.${k}`)}</th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-neutral-100">
                {draws.map((d) => (
                  <tr key={d.id} data-testid="admin-recent-draw">
                    <td className="py-2 pr-3">
                      <p className="font-medium text-neutral-900">{d.product.name}</p>
                      <p className="text-xs text-neutral-500">{d.lottery_number}</p>
                    </td>
                    <td className="py-2 pr-3"><StatusBadge kind="lottery" status={d.tab === 'pending' ? 'pending' : d.status} /></td>
                    <td className="py-2 pr-3 tabular-nums">{d.sold_tickets}/{d.total_tickets}</td>
                    <td className="py-2 pr-3 whitespace-nowrap"><DateText value={d.end_date} dateOnly /></td>
                    <td className="py-2 pr-3">
                      <div className="flex gap-1">
                        {exists('/admin/products') && (
                          <ButtonLink size="sm" variant="outline" href={`/admin/products/${d.product.id}`}>{t('admin_dashboard.recent_draws.view')}</ButtonLink>
                        )}
                        {d.tab === 'active' && exists('/admin/lotteries') && (
                          <ButtonLink size="sm" variant="ghost" href={lotteryHref(d)}>{t('admin_dashboard.recent_draws.edit')}</ButtonLink>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardBody>
    </Card>
  );
}

/** Registrations, orders, payments, draws and refunds, newest first. */
export function RecentActivities({ activities }: { activities: Activity[] }) {
  const { t } = useTranslation();
  const exists = useAdminSections();
  return (
    <Card data-testid="admin-activities">
      <CardBody>
        <h2 className="font-semibold text-neutral-900">{t('admin_dashboard.activities.title')}</h2>
        {!activities.length ? (
          <EmptyState title={t('admin_dashboard.activities.empty')} />
        ) : (
          <ul className="mt-3 divide-y divide-neutral-100">
            {activities.map((a) => (
              <li key={a.id} className="py-2" data-testid="admin-activity">
                <div className="flex items-baseline justify-between gap-2">
                  <p className="text-sm font-medium text-neutral-900">{t(`admin_dashboard.activity.${a.kind}`)}</p>
                  <DateText value={a.created_at} relative className="shrink-0 text-xs text-neutral-500" />
                </div>
                {a.url && exists(a.url) ? (
                  <a href={a.url} className="block truncate text-xs">{a.description}</a>
                ) : (
                  <p className="truncate text-xs text-neutral-600">{a.description}</p>
                )}
              </li>
            ))}
          </ul>
        )}
        {/* the activity log is its own screen, shown only once it exists */}
        {exists('/admin/activities') && (
          <ButtonLink variant="outline" size="sm" className="mt-3" href="/admin/activities">{t('admin_dashboard.activities.see_all')}</ButtonLink>
        )}
      </CardBody>
    </Card>
  );
}

export function TopProducts({ products }: { products: TopProduct[] }) {
  const { t } = useTranslation();
  const exists = useAdminSections();
  return (
    <Card data-testid="admin-top-products">
      <CardBody>
        <h2 className="font-semibold text-neutral-900">{t('admin_dashboard.top_products.title')}</h2>
        {!products.length ? (
          <p className="mt-3 text-sm text-neutral-600">{t('admin_dashboard.top_products.empty')}</p>
        ) : (
          <ol className="mt-3 space-y-2">
            {products.map((p) => (
              <li key={p.id} className="flex items-center gap-3" data-testid="admin-top-product">
                {p.image_url ? (
                  <img src={p.image_url} alt="" width={40} height={40} className="size-10 shrink-0 rounded-lg object-cover" loading="lazy" />
                ) : (
                  <span className="size-10 shrink-0 rounded-lg bg-neutral-100" aria-hidden="true" />
                )}
                <div className="min-w-0 flex-1">
                  {exists('/admin/products') ? (
                    <a href={`/admin/products/${p.id}`} className="block truncate text-sm font-medium">{p.name}</a>
                  ) : (
                    <p className="truncate text-sm font-medium text-neutral-900">{p.name}</p>
                  )}
                  <p className="text-xs text-neutral-600">{t('admin_dashboard.top_products.sold', { count: p.total_tickets_sold })}</p>
                </div>
                <span className="shrink-0 text-xs"><Growth value={p.growth_percentage} /></span>
              </li>
            ))}
          </ol>
        )}
      </CardBody>
    </Card>
  );
}
