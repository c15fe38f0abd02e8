import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../src/common/format/dates.js';
import { formatFCFA } from '../../../src/common/format/money.js';
import type { PaymentView } from '../../../src/contracts/payments.js';
import { PaymentStatusBadge } from '../../../renderer/orders/StatusBadges.js';
import { ButtonLink } from '../../../renderer/ui/button.js';
import { CardsAndTable } from '../components/CardsAndTable.js';
import { paymentRetryUrl } from './payment-retry.js';

const detailHref = (p: PaymentView) => `/customer/payments/${p.id}`;
const orderHref = (p: PaymentView) => `/customer/orders/${encodeURIComponent(p.order.order_number)}`;

/** The date that matters for the payment's state: when it was paid, when it expires or expired. */
function When({ p, now }: { p: PaymentView; now: Date }) {
  const { t, i18n } = useTranslation();
  const at = (d: string) => formatDateTime(d, i18n.language);
  if (p.status === 'paid' && p.paid_at) return <>{t('payments.paid_on', { date: at(p.paid_at) })}</>;
  if (p.status === 'pending' && new Date(p.expires_at) > now)
    return <span data-testid="payment-expiry">{t('payments.expires_on', { date: at(p.expires_at) })}</span>;
  if (p.status === 'expired' || p.status === 'pending')
    return <span data-testid="payment-expiry">{t('payments.expired_on', { date: at(p.expires_at) })}</span>;
  return <>{at(p.created_at)}</>;
}

function Retry({ p }: { p: PaymentView }) {
  const { t } = useTranslation();
  const href = paymentRetryUrl(p);
  if (!href) return null;
  return (
    <ButtonLink href={href} size="sm" data-testid="payment-retry">
      {t(p.status === 'failed' ? 'payments.actions.retry' : 'payments.actions.relaunch')}
    </ButtonLink>
  );
}

/** Phones get cards, wide screens a table; each payment links to its detail and to its order. */
export function PaymentList({ payments, now }: { payments: PaymentView[]; now: Date }) {
  const { t } = useTranslation();
  return (
    <CardsAndTable
      name="payment"
      label={t('payments.title')}
      rows={payments}
      rowKey={(p) => p.id}
      rowData={(p) => ({ 'data-reference': p.reference, 'data-status': p.status })}
      card={(p) => (
        <>
          <div className="flex items-start justify-between gap-2">
            <a href={detailHref(p)} className="font-mono text-sm" data-testid="payment-link">
              {p.reference}
            </a>
            <PaymentStatusBadge status={p.status} />
          </div>
          <p className="mt-1 line-clamp-2 text-sm text-neutral-900">{p.order.product_name}</p>
          <p className="text-xs text-neutral-600">
            <a href={orderHref(p)} data-testid="payment-order-link">
              {p.order.order_number}
            </a>{' '}
            • {t(`payments.method_names.${p.payment_method}`)}
          </p>
          <div className="mt-2 flex items-end justify-between gap-2">
            <div>
              <p className="font-semibold text-neutral-900">{formatFCFA(p.amount)}</p>
              <p className="text-xs text-neutral-600">
                <When p={p} now={now} />
              </p>
            </div>
            <Retry p={p} />
          </div>
        </>
      )}
      columns={[
        {
          key: 'reference',
          header: t('payments.columns.reference'),
          cell: (p) => (
            <a href={detailHref(p)} className="font-mono">
              {p.reference}
            </a>
          ),
        },
        {
          key: 'order',
          header: t('payments.columns.order'),
          wrap: true,
          cell: (p) => (
            <>
              <a href={orderHref(p)} className="font-mono text-sm">
                {p.order.order_number}
              </a>
              <p className="text-xs text-neutral-600">{p.order.product_name}</p>
            </>
          ),
        },
        {
          key: 'method',
          header: t('payments.columns.method'),
          cell: (p) => t(`payments.method_names.${p.payment_method}`),
        },
        {
          key: 'amount',
          header: t('payments.columns.amount'),
          className: 'font-semibold',
          cell: (p) => formatFCFA(p.amount),
        },
        { key: 'status', header: t('payments.columns.status'), cell: (p) => <PaymentStatusBadge status={p.status} /> },
        {
          key: 'date',
          header: t('payments.columns.date'),
          className: 'text-xs',
          cell: (p) => <When p={p} now={now} />,
        },
        {
          key: 'actions',
          header: t('payments.columns.actions'),
          cell: (p) => (
            <div className="flex gap-2">
              <ButtonLink href={detailHref(p)} variant="outline" size="sm">
                {t('payments.actions.view')}
              </ButtonLink>
              <Retry p={p} />
            </div>
          ),
        },
      ]}
    />
  );
}
