import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../../src/contracts/orders.js';
import type { PaymentStatus } from '../../src/contracts/payments.js';
import { Badge } from '../ui/badge.js';
import { ORDER_TONES, PAYMENT_TONES } from './order-ui.js';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <Badge tone={ORDER_TONES[status] ?? 'neutral'} data-testid="order-status" data-status={status}>{t(`orders.status.${status}`)}</Badge>;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return <Badge tone={PAYMENT_TONES[status] ?? 'neutral'} data-testid="payment-status" data-status={status}>{t(`payments.status.${status}`)}</Badge>;
}
