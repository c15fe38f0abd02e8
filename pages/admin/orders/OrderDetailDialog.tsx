import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminOrderDetail } from '../../../src/contracts/admin-orders.js';
import { useApi } from '../../../renderer/lib/use-live-data.js';
import { DateText } from '../../../renderer/ui/date-text.js';
import { Dialog } from '../../../renderer/ui/dialog.js';
import { Money } from '../../../renderer/ui/money.js';
import { Skeleton } from '../../../renderer/ui/skeleton.js';
import { StatusBadge } from '../../../renderer/ui/status-badge.js';
import { StepTimeline } from '../../../renderer/ui/StepTimeline.js';
import { toast } from '../../../renderer/ui/toast.js';

/** Endings and failed attempts are drawn in red in the timeline. */
const stopped = (type: string) =>
  ['failed', 'cancelled', 'expired', 'refunded'].includes(type) ||
  (type.startsWith('payment_') && type !== 'payment_initiated');

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-3 gap-y-0.5 py-1.5">
      <dt className="text-sm text-neutral-600">{label}</dt>
      <dd className="min-w-0 text-sm font-medium break-words text-neutral-900">{children}</dd>
    </div>
  );
}

/** Spec 3 §2 order detail: customer, status and type labels, amount, date, payments and the timeline. */
export function OrderDetailDialog({ orderNumber, onClose }: { orderNumber: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useApi<{ data: AdminOrderDetail }>(
    orderNumber ? `/admin/orders/${encodeURIComponent(orderNumber)}` : null,
  );
  useEffect(() => {
    if (detail.error) toast.error(t('admin_orders.messages.detail_failed'));
  }, [detail.error, t]);
  const d = detail.data?.data.order_number === orderNumber ? detail.data.data : null;
  const na = t('admin_orders.na');

  return (
    <Dialog
      open={orderNumber !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('admin_orders.detail.title', { number: orderNumber ?? '' })}
    >
      {!d ? (
        detail.error ? (
          <p role="alert" className="text-sm text-red-700">
            {t('admin_orders.messages.detail_failed')}
          </p>
        ) : (
          <div className="space-y-2" aria-busy="true">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-24 w-full" />
          </div>
        )
      ) : (
        <div className="space-y-4" data-testid="order-detail">
          <section>
            <h3 className="text-sm font-semibold text-neutral-900">{t('admin_orders.detail.customer')}</h3>
            <dl className="divide-y divide-neutral-100">
              <Row label={t('admin_orders.detail.name')}>{d.customer.name || na}</Row>
              <Row label={t('admin_orders.detail.email')}>{d.customer.email || na}</Row>
              <Row label={t('admin_orders.detail.phone')}>{d.customer.phone || na}</Row>
            </dl>
          </section>
          <dl className="divide-y divide-neutral-100">
            <Row label={t('admin_orders.detail.status')}>
              <StatusBadge kind="order" status={d.status} label={d.status_label} testId="detail-status" />
              {d.state_label !== d.status_label && (
                <span className="ml-2 text-xs text-neutral-600">{d.state_label}</span>
              )}
            </Row>
            <Row label={t('admin_orders.detail.type')}>{d.type_label}</Row>
            <Row label={t('admin_orders.detail.item')}>{d.item_name ?? na}</Row>
            <Row label={t('admin_orders.detail.merchant')}>{d.product.merchant_name || na}</Row>
            <Row label={d.type === 'lottery' ? t('admin_orders.detail.tickets') : t('admin_orders.detail.quantity')}>
              {d.type === 'lottery' ? d.tickets_count : d.quantity}
            </Row>
            <Row label={t('admin_orders.detail.amount')}>
              <Money amount={d.total_amount} />
            </Row>
            <Row label={t('admin_orders.detail.date')}>
              <DateText value={d.created_at} />
            </Row>
          </dl>
          <section>
            <h3 className="text-sm font-semibold text-neutral-900">{t('admin_orders.detail.payments')}</h3>
            {d.payments.length === 0 ? (
              <p className="mt-1 text-sm text-neutral-600">{t('admin_orders.detail.no_payments')}</p>
            ) : (
              <ul className="mt-1 space-y-2">
                {d.payments.map((p) => (
                  <li
                    key={p.id}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-neutral-200 p-2 text-sm"
                  >
                    <span className="min-w-0 break-all">
                      <span className="block font-mono text-xs">{p.transaction_id ?? p.reference}</span>
                      <span className="text-xs text-neutral-600">
                        {p.method_label} · <DateText value={p.created_at} />
                      </span>
                    </span>
                    <StatusBadge kind="payment" status={p.status} label={p.status_label} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section>
            <h3 className="mb-2 text-sm font-semibold text-neutral-900">{t('admin_orders.detail.timeline')}</h3>
            <StepTimeline
              steps={d.timeline.map((e) => ({
                key: e.type,
                label: e.by ? `${e.title} (${e.by.name})` : e.title,
                state: stopped(e.type) ? 'stopped' : 'done',
                at: e.timestamp,
              }))}
              labels="orders.detail.steps"
              className="space-y-3"
              data-testid="order-timeline"
            />
          </section>
        </div>
      )}
    </Dialog>
  );
}
