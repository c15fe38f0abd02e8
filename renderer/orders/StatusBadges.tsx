import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../../src/contracts/orders.js';
import type { PaymentStatus } from '../../src/contracts/payments.js';
import { StatusBadge } from '../ui/status-badge.js';

/** The customer area's wording (spec 2) on the kit's badge. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <StatusBadge kind="order" status={status} label={t(`orders.status.${status}`)} />;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return <StatusBadge kind="payment" status={status} label={t(`payments.status.${status}`)} />;
}
