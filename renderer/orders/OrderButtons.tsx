import { useTranslation } from 'react-i18next';
import type { OrderSummaryView } from '../../src/contracts/orders.js';
import { Button, ButtonLink, type ButtonSize, type ButtonVariant } from '../ui/button.js';
import { retryPaymentUrl } from './order-ui.js';
import { useInvoice } from './use-invoice.js';

/** A paid order's invoice: download it, or print it (the list shows the print button lighter). */
export function InvoiceButtons({
  orderNumber,
  size,
  printVariant = 'outline',
}: {
  orderNumber: string;
  size?: ButtonSize;
  printVariant?: ButtonVariant;
}) {
  const { t } = useTranslation();
  const invoice = useInvoice(orderNumber);
  return (
    <>
      <Button
        variant="outline"
        size={size}
        onClick={() => void invoice.download()}
        loading={invoice.busy === 'download'}
        data-testid="order-invoice"
      >
        {t('orders.actions.invoice')}
      </Button>
      <Button
        variant={printVariant}
        size={size}
        onClick={() => void invoice.print()}
        loading={invoice.busy === 'print'}
        data-testid="order-print"
      >
        {t('orders.actions.print')}
      </Button>
    </>
  );
}

/** Back to the payment screens for an order whose payment failed, with its method chosen again. */
export function RetryPaymentLink({
  order,
  size,
}: {
  order: Pick<OrderSummaryView, 'order_number' | 'total_amount' | 'type' | 'payment_method'>;
  size?: ButtonSize;
}) {
  const { t } = useTranslation();
  return (
    <ButtonLink
      href={retryPaymentUrl({
        order_number: order.order_number,
        amount: order.total_amount,
        type: order.type,
        method: order.payment_method,
      })}
      size={size}
      data-testid="order-retry-payment"
    >
      {t('orders.actions.retry_payment')}
    </ButtonLink>
  );
}
