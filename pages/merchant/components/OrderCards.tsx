import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../src/common/format/dates.js';
import { formatFCFA } from '../../../src/common/format/money.js';
import type { MerchantOrderView } from '../../../src/contracts/merchant.js';
import { OrderStatusBadge } from '../../../renderer/orders/StatusBadges.js';
import { Badge } from '../../../renderer/ui/badge.js';
import { cn } from '../../../renderer/ui/cn.js';
import { cardFrame, MediaItem } from '../../../renderer/ui/media-item.js';
import { OrderDetailDialog } from './OrderDetailDialog.js';
import { ShipButton } from './ShipButton.js';

/** One card per order, on every screen size: the seller reads them like a packing list. */
export function OrderCards({
  orders,
  onChanged,
  compact = false,
}: {
  orders: MerchantOrderView[];
  onChanged: () => void;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ul className={compact ? 'space-y-2' : 'grid grid-cols-1 gap-3 lg:grid-cols-2'} data-testid="merchant-orders">
      {orders.map((o) => (
        <li
          key={o.id}
          className={cn(cardFrame, 'flex flex-col gap-2')}
          data-testid="merchant-order"
          data-order={o.order_number}
          data-status={o.status}
        >
          <MediaItem image={o.product.image} title={o.product.name} badge={<OrderStatusBadge status={o.status} />}>
            <p className="font-mono text-xs text-neutral-700" data-testid="order-number">
              {o.order_number}
            </p>
            <p className="text-xs text-neutral-600">
              {t(`merchant.order_type.${o.type}`)} •{' '}
              {o.type === 'lottery'
                ? t('merchant.orders.quantity_tickets', { count: o.quantity })
                : t('merchant.orders.quantity_units', { count: o.quantity })}{' '}
              • {formatDateTime(o.created_at, i18n.language)}
            </p>
            <p className="text-xs text-neutral-600">
              {o.buyer.name}
              {o.buyer.city ? ` • ${o.buyer.city}` : ''}
            </p>
            <p className="mt-1 font-semibold text-neutral-900">{formatFCFA(o.total_amount)}</p>
          </MediaItem>
          {o.can_ship && o.status === 'paid' && (
            <Badge tone="sun" className="self-start" data-testid="to-ship">
              {t('merchant.orders.to_ship_badge')}
            </Badge>
          )}
          {o.has_winning_ticket && (
            <Badge tone="ocean" className="self-start">
              {t('merchant.orders.winner_badge')}
            </Badge>
          )}
          {!compact && (
            <div className="flex flex-wrap gap-2 border-t border-neutral-100 pt-2">
              <ShipButton order={o} onShipped={onChanged} />
              <OrderDetailDialog order={o} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
