import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import type {
  AdminParticipant,
  AdminProductDetail,
  AdminProductOrder,
} from '../../../../src/contracts/admin-products.js';
import { useLiveData } from '../../../../renderer/lib/use-live-data.js';
import { Badge } from '../../../../renderer/ui/badge.js';
import { Button, ButtonLink } from '../../../../renderer/ui/button.js';
import { DataTable } from '../../../../renderer/ui/data-table.js';
import { DateText } from '../../../../renderer/ui/date-text.js';
import { LoadFailed } from '../../../../renderer/ui/load-failed.js';
import { Money } from '../../../../renderer/ui/money.js';
import { Progress } from '../../../../renderer/ui/progress.js';
import { Fields, Section } from '../../../../renderer/ui/section.js';
import { StatusBadge } from '../../../../renderer/ui/status-badge.js';
import { EditProductDialog } from '../EditProductDialog.js';
import type { AdminProductPageData } from './+data.js';

/** The admin product page: what it is, who sells it, its raffle and buyers, its orders and its history. */
export default function AdminProductPage() {
  const { t } = useTranslation();
  const { product: first } = useData<AdminProductPageData>();
  const live = useLiveData<{ data: AdminProductDetail | null }>(
    { data: first },
    first ? `/admin/products/${first.id}` : null,
  );
  const [editing, setEditing] = useState(false);
  const p = live.data.data;
  const back = (
    <ButtonLink href="/admin/products" variant="ghost" size="sm">
      ← {t('admin_products.actions.back')}
    </ButtonLink>
  );
  if (!p) {
    return (
      <div className="mx-auto max-w-5xl space-y-4">
        {back}
        <LoadFailed message={t('admin_products.messages.load_failed')} onRetry={() => window.location.reload()} />
      </div>
    );
  }
  const l = p.lottery;
  return (
    <div className="mx-auto max-w-6xl space-y-5" data-testid="admin-product">
      {back}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words text-neutral-900 sm:text-3xl">{p.name}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <StatusBadge kind="product" status={p.status} />
            <Badge tone="ocean">{t(`admin_products.sale_mode.${p.sale_mode}`)}</Badge>
            {p.is_featured && <Badge tone="sun">{t('admin_products.featured')}</Badge>}
          </div>
        </div>
        <Button variant="secondary" onClick={() => setEditing(true)} data-testid="product-edit">
          {t('admin_products.actions.edit')}
        </Button>
      </div>

      <div className="grid gap-5 lg:grid-cols-2">
        <Section title={t('admin_products.detail.images')} testId="product-images">
          {p.images.length ? (
            <div className="grid grid-cols-3 gap-2">
              {p.images.map((src, i) => (
                <img
                  key={src}
                  src={src}
                  alt={i === 0 ? p.name : ''}
                  loading="lazy"
                  className="aspect-square w-full rounded-lg object-cover"
                />
              ))}
            </div>
          ) : (
            <p className="text-sm text-neutral-600">{t('admin_products.detail.no_image')}</p>
          )}
        </Section>
        <Section title={t('admin_products.detail.information')}>
          <Fields
            rows={[
              [t('admin_products.columns.category'), p.category?.name ?? t('admin_products.no_category')],
              [t('admin_products.columns.price'), <Money key="price" amount={p.price} />],
              ...(p.stock !== null ? [[t('admin_products.detail.stock'), p.stock] as [string, number]] : []),
              [t('admin_products.detail.views'), p.views_count],
              [t('admin_products.detail.created_at'), <DateText key="created" value={p.created_at} />],
              [t('admin_products.detail.updated_at'), <DateText key="updated" value={p.updated_at} relative />],
              [
                t('admin_products.detail.merchant'),
                <span key="merchant">
                  {p.merchant.name}
                  <br />
                  <span className="text-neutral-600">
                    {p.merchant.email}
                    {p.merchant.phone ? ` · ${p.merchant.phone}` : ''}
                  </span>
                </span>,
              ],
              [
                t('admin_products.detail.description'),
                <span key="description" className="whitespace-pre-line">
                  {p.description}
                </span>,
              ],
            ]}
          />
        </Section>
      </div>

      {l && (
        <Section title={t('admin_products.detail.lottery')} testId="product-lottery">
          <div className="space-y-4">
            <Progress
              value={l.sold_tickets}
              max={l.total_tickets}
              label={t('admin_products.tickets', { sold: l.sold_tickets, total: l.total_tickets })}
            />
            <Fields
              rows={[
                [t('admin_products.detail.lottery_number'), l.lottery_number],
                [
                  t('admin_products.detail.lottery_status'),
                  t(`admin_products.detail.lottery_statuses.${l.status}`, { defaultValue: l.status }),
                ],
                [t('admin_products.edit.ticket_price'), <Money key="tp" amount={l.ticket_price} />],
                [t('admin_products.detail.reserved'), l.reserved_tickets],
                [t('admin_products.detail.min_participants'), l.min_participants],
                [t('admin_products.detail.end_date'), <DateText key="end" value={l.end_date} />],
                [t('admin_products.detail.revenue'), <Money key="rev" amount={l.revenue} />],
                ...(l.drawn_at
                  ? [
                      [t('admin_products.detail.drawn_at'), <DateText key="drawn" value={l.drawn_at} />] as [
                        string,
                        ReactNode,
                      ],
                    ]
                  : []),
              ]}
            />
            <h3 className="font-semibold text-neutral-900">
              {t('admin_products.detail.participants', { count: l.participants_count })}
            </h3>
            <DataTable<AdminParticipant>
              label={t('admin_products.detail.participants', { count: l.participants_count })}
              rows={l.participants}
              rowKey={(r) => r.user.id}
              testId="product-participants"
              rowTestId="product-participant"
              empty={{ title: t('admin_products.detail.no_participants') }}
              columns={[
                {
                  key: 'user',
                  header: t('admin_products.detail.customer'),
                  cell: (r) => (
                    <span>
                      {r.user.first_name} {r.user.last_name}
                      <br />
                      <span className="text-xs text-neutral-600">{r.user.email}</span>
                    </span>
                  ),
                },
                {
                  key: 'tickets',
                  header: t('admin_products.detail.tickets_count'),
                  align: 'right',
                  cell: (r) => r.tickets_count,
                },
                {
                  key: 'spent',
                  header: t('admin_products.detail.total_spent'),
                  align: 'right',
                  cell: (r) => <Money amount={r.total_spent} />,
                },
                {
                  key: 'date',
                  header: t('admin_products.detail.date'),
                  cell: (r) => <DateText value={r.first_purchase_at} />,
                },
              ]}
            />
          </div>
        </Section>
      )}

      <Section title={t('admin_products.detail.orders', { count: p.orders_total })} testId="product-orders">
        <DataTable<AdminProductOrder>
          label={t('admin_products.detail.orders', { count: p.orders_total })}
          rows={p.orders}
          rowKey={(o) => o.order_number}
          rowTestId="product-order"
          empty={{ title: t('admin_products.detail.no_orders') }}
          columns={[
            {
              key: 'number',
              header: t('admin_products.detail.order_number'),
              cell: (o) => <span className="font-mono text-xs">{o.order_number}</span>,
            },
            {
              key: 'customer',
              header: t('admin_products.detail.customer'),
              cell: (o) => (
                <span>
                  {o.customer_name}
                  <br />
                  <span className="text-xs text-neutral-600">{o.customer_email}</span>
                </span>
              ),
            },
            { key: 'qty', header: t('admin_products.detail.quantity'), align: 'right', cell: (o) => o.quantity },
            {
              key: 'amount',
              header: t('admin_products.detail.amount'),
              align: 'right',
              cell: (o) => <Money amount={o.total_amount} />,
            },
            {
              key: 'status',
              header: t('admin_products.columns.status'),
              cell: (o) => (
                <StatusBadge
                  kind="order"
                  status={o.status}
                  label={t(`admin_products.detail.order_statuses.${o.status}`, { defaultValue: o.status })}
                />
              ),
            },
            { key: 'date', header: t('admin_products.detail.date'), cell: (o) => <DateText value={o.created_at} /> },
          ]}
        />
      </Section>

      <Section title={t('admin_products.detail.history')} testId="product-history">
        <ol className="space-y-2 border-l-2 border-neutral-200 pl-4">
          {p.history.map((h) => (
            <li key={`${h.type}-${h.at}`} className="text-sm">
              <span className="font-medium text-neutral-900">
                {t(`admin_products.detail.events.${h.type}`, { defaultValue: h.type })}
              </span>
              <span className="ml-2 text-neutral-600">
                <DateText value={h.at} />
              </span>
            </li>
          ))}
        </ol>
      </Section>

      <EditProductDialog
        product={editing ? p : null}
        categories={p.categories}
        onClose={() => setEditing(false)}
        onSaved={live.reload}
      />
    </div>
  );
}
