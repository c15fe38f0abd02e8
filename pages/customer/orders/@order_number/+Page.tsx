import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { formatDateTime } from '../../../../src/common/format/dates.js';
import { canConfirmReceipt, invoiceAvailable, type OrderDetailView } from '../../../../src/contracts/orders.js';
import { LoadFailed } from '../../../../renderer/ui/load-failed.js';
import { canRetryOrder, noDeliveryExpected } from '../../../../renderer/orders/order-ui.js';
import { OrderStatusBadge } from '../../../../renderer/orders/StatusBadges.js';
import { useLiveData } from '../../../../renderer/lib/use-live-data.js';
import { InvoiceButtons, RetryPaymentLink } from '../../../../renderer/orders/OrderButtons.js';
import { BackLink } from '../../../../renderer/ui/back-link.js';
import { useNow } from '../../components/use-now.js';
import type { OrderAnswer, OrderDetailPageData } from './+data.js';
import { ConfirmReceiptDialog } from './ConfirmReceiptDialog.js';
import { Section } from '../../../../renderer/ui/section.js';
import { ClientInfo, Payments, PurchaseDetails, Summary, Tickets } from './Sections.js';
import { Timeline } from './Timeline.js';

function errorKey(status: number): string {
  if (status === 404) return 'orders.errors.not_found';
  if (status === 403) return 'orders.errors.forbidden';
  return 'orders.detail.load_failed';
}

function Actions({ order, now, onChanged }: { order: OrderDetailView; now: Date; onChanged: () => void }) {
  const { t } = useTranslation();
  const paid = invoiceAvailable(order.status);
  const retry = canRetryOrder(order, now);
  const confirm = canConfirmReceipt(order);
  if (!paid && !retry && !confirm) return null;
  return (
    <Section title={t('orders.detail.actions')} testId="order-detail-actions">
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {confirm && <ConfirmReceiptDialog orderNumber={order.order_number} onConfirmed={onChanged} />}
        {paid && <InvoiceButtons orderNumber={order.order_number} />}
        {retry && <RetryPaymentLink order={order} />}
      </div>
      {noDeliveryExpected(order) && (
        <p className="mt-3 text-sm text-neutral-600" data-testid="order-no-delivery">
          {t('orders.no_delivery')}
        </p>
      )}
    </Section>
  );
}

/** Spec 2 §2.2 "Order detail": everything about one order of the signed-in customer, and what can be done with it. */
export default function OrderDetailPage() {
  const { t, i18n } = useTranslation();
  const { routeParams } = usePageContext();
  const number = (routeParams.order_number ?? '').trim();
  const initial = useData<OrderDetailPageData>();
  const now = useNow(initial.now);
  // the server rendered the order (or why there is none); reloads after an action go through the API
  const res = useLiveData<OrderAnswer | null>(initial.order, number ? `/orders/${encodeURIComponent(number)}` : null);
  const order = res.data?.data;
  const failure = res.error ? res.error.status : order ? null : initial.failure;

  return (
    <div className="space-y-5" data-testid="order-detail-page">
      <BackLink href="/customer/orders" testId="back-to-orders">
        {t('orders.detail.back')}
      </BackLink>

      {!number ? (
        <LoadFailed message={t('orders.detail.missing_number')} />
      ) : failure !== null ? (
        <LoadFailed
          message={t(errorKey(failure))}
          onRetry={failure === 404 || failure === 403 ? undefined : res.reload}
        />
      ) : !order ? null : (
        <>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h1 className="text-xl font-bold tracking-tight text-neutral-900 sm:text-2xl" data-testid="order-title">
                {t('orders.detail.title', { number: order.order_number })}
              </h1>
              <p className="text-sm text-neutral-600">
                {t('orders.detail.placed_on', { date: formatDateTime(order.created_at, i18n.language) })}
              </p>
            </div>
            <OrderStatusBadge status={order.status} />
          </div>

          <div className="grid gap-4 lg:grid-cols-3">
            <div className="space-y-4 lg:col-span-2">
              <Actions order={order} now={now} onChanged={res.reload} />
              <PurchaseDetails order={order} />
              <Tickets order={order} />
              <Payments order={order} />
            </div>
            <div className="space-y-4">
              <Section title={t('orders.detail.timeline')}>
                <Timeline order={order} />
              </Section>
              <Summary order={order} />
              <ClientInfo order={order} />
              {order.notes && (
                <Section title={t('orders.detail.notes')}>
                  <p className="text-sm whitespace-pre-line text-neutral-800" data-testid="order-notes">
                    {order.notes}
                  </p>
                </Section>
              )}
            </div>
          </div>
        </>
      )}
    </div>
  );
}
