import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { formatDateTime } from '../../../../src/common/format/dates.js';
import { formatFCFA } from '../../../../src/common/format/money.js';
import { invoiceAvailable } from '../../../../src/contracts/orders.js';
import type { PaymentView } from '../../../../src/contracts/payments.js';
import { LoadFailed } from '../../../../renderer/ui/load-failed.js';
import { PaymentStatusBadge } from '../../../../renderer/orders/StatusBadges.js';
import { useLiveData } from '../../../../renderer/lib/use-live-data.js';
import { useInvoice } from '../../../../renderer/orders/use-invoice.js';
import { Button, ButtonLink } from '../../../../renderer/ui/button.js';
import { Card, CardBody, CardHeader } from '../../../../renderer/ui/card.js';
import { BackLink } from '../../../../renderer/ui/back-link.js';
import { Fields } from '../../../../renderer/ui/section.js';
import { useNow } from '../../components/use-now.js';
import { paymentRetryUrl } from '../payment-retry.js';
import type { PaymentAnswer, PaymentDetailPageData } from './+data.js';

/** The order's invoice is the receipt of a paid payment (the spec's placeholder is replaced by the real PDF). */
function Receipt({ payment }: { payment: PaymentView }) {
  const { t } = useTranslation();
  const invoice = useInvoice(payment.order.order_number);
  const ready = payment.status === 'paid' && invoiceAvailable(payment.order.status);
  return (
    <Card data-testid="payment-receipt">
      <CardHeader>
        <h2 className="font-semibold text-neutral-900">{t('payments.detail.receipt')}</h2>
      </CardHeader>
      <CardBody className="space-y-3">
        <p className="text-sm text-neutral-600">
          {t(ready ? 'payments.detail.receipt_text' : 'payments.detail.receipt_pending')}
        </p>
        {ready && (
          <Button
            variant="outline"
            onClick={() => void invoice.download()}
            loading={invoice.busy === 'download'}
            data-testid="payment-invoice"
          >
            {t('payments.actions.invoice')}
          </Button>
        )}
      </CardBody>
    </Card>
  );
}

/** Spec 2 §2.2 "Payment detail": the payment's fields, retry when it did not go through, the receipt. */
export default function PaymentDetailPage() {
  const { t, i18n } = useTranslation();
  const { routeParams } = usePageContext();
  const id = routeParams.id ?? '';
  const valid = /^\d{1,12}$/.test(id);
  const initial = useData<PaymentDetailPageData>();
  const now = useNow(initial.now);
  // the server rendered the payment (or why there is none); a retry after a failure goes through the API
  const res = useLiveData<PaymentAnswer | null>(initial.payment, valid ? `/payments/${id}` : null);
  const p = res.data?.data;
  const at = (d: string | null) => (d ? formatDateTime(d, i18n.language) : '—');
  const failure = res.error ? res.error.status : p ? null : initial.failure;
  const notFound = !valid || failure === 404 || failure === 403;

  let rows: [string, ReactNode][] = [];
  // biome-ignore-start lint/correctness/useJsxKeyInIterable: [label, value] pairs for Fields, which keys each row by its label
  if (p) {
    const expired = p.status === 'expired' || (p.status === 'pending' && new Date(p.expires_at) <= now);
    rows = [
      [t('payments.detail.reference'), <span className="font-mono">{p.reference}</span>],
      [t('payments.detail.status'), <PaymentStatusBadge status={p.status} />],
      [t('payments.detail.amount'), <span data-testid="payment-amount">{formatFCFA(p.amount)}</span>],
      [t('payments.detail.method'), t(`payments.method_names.${p.payment_method}`)],
      [t('payments.detail.phone'), p.phone_number],
      [
        t('payments.detail.order'),
        <a href={`/customer/orders/${encodeURIComponent(p.order.order_number)}`} data-testid="payment-order-link">
          {p.order.order_number}
        </a>,
      ],
      [t('payments.detail.product'), p.order.product_name],
      [t('payments.detail.quantity'), p.order.quantity],
      [t('payments.detail.customer'), p.customer_name],
      [t('payments.detail.email'), p.customer_email ?? '—'],
      [t('payments.detail.billing_id'), p.billing_id ?? '—'],
      [t('payments.detail.transaction'), p.external_transaction_id ?? '—'],
      [t('payments.detail.gateway'), p.gateway.display_name],
      [t('payments.detail.created_at'), at(p.created_at)],
      [t('payments.detail.updated_at'), at(p.updated_at)],
    ];
    if (p.paid_at) rows.push([t('payments.detail.paid_at'), at(p.paid_at)]);
    else rows.push([t(expired ? 'payments.detail.expired_at' : 'payments.detail.expires_at'), at(p.expires_at)]);
    if (p.gateway_response.failure_reason)
      rows.push([t('payments.detail.failure_reason'), p.gateway_response.failure_reason]);
  }
  // biome-ignore-end lint/correctness/useJsxKeyInIterable: [label, value] pairs for Fields, which keys each row by its label
  const retry = p ? paymentRetryUrl(p) : null;

  return (
    <div className="space-y-5" data-testid="payment-detail-page">
      <BackLink href="/customer/payments" testId="back-to-payments">
        {t('payments.detail.back')}
      </BackLink>
      {notFound ? (
        <LoadFailed message={t('payments.messages.not_found')} />
      ) : failure !== null ? (
        <LoadFailed message={t('payments.messages.detail_load_failed')} onRetry={res.reload} />
      ) : !p ? null : (
        <>
          <h1 className="text-xl font-bold tracking-tight text-neutral-900 sm:text-2xl" data-testid="payment-title">
            {t('payments.detail.title', { reference: p.reference })}
          </h1>
          {retry && (
            <div
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-sun-300 bg-sun-50 p-4"
              data-testid="payment-retry-box"
            >
              <p className="text-sm text-sun-900">{t('payments.detail.retry_text')}</p>
              <ButtonLink href={retry} size="sm" data-testid="payment-retry">
                {t(p.status === 'failed' ? 'payments.actions.retry' : 'payments.actions.relaunch')}
              </ButtonLink>
            </div>
          )}
          <div className="grid gap-4 lg:grid-cols-3">
            <Card className="lg:col-span-2">
              <CardBody>
                <Fields rows={rows} />
              </CardBody>
            </Card>
            <Receipt payment={p} />
          </div>
        </>
      )}
    </div>
  );
}
