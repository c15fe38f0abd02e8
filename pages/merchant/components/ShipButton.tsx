import { useTranslation } from 'react-i18next';
import type { MerchantOrderView } from '../../../src/contracts/merchant.js';
import { api } from '../../../renderer/lib/api.js';
import { Button } from '../../../renderer/ui/button.js';
import { ConfirmAction } from '../../../renderer/ui/ConfirmDialog.js';

/** Paid → shipping, after a confirmation: the buyer is then asked to confirm receipt. */
export function ShipButton({ order, onShipped }: { order: MerchantOrderView; onShipped: () => void }) {
  const { t } = useTranslation();
  if (!order.can_ship || order.status !== 'paid') return null;
  return (
    <ConfirmAction
      run={() =>
        api<{ message?: string }>(`/merchant/orders/${encodeURIComponent(order.order_number)}/ship`, { method: 'POST' })
      }
      successMessage={t('merchant.orders.shipped', { number: order.order_number })}
      errorMessage={t('merchant.orders.ship_failed')}
      onDone={onShipped}
      title={t('merchant.orders.ship_title', { number: order.order_number })}
      message={t('merchant.orders.ship_text', { buyer: order.buyer.name })}
      trigger={
        <Button size="sm" data-testid="ship-order">
          {t('merchant.orders.ship')}
        </Button>
      }
      cancelLabel={t('merchant.cancel')}
      confirmLabel={t('merchant.orders.ship_confirm')}
      confirmTestId="ship-confirm"
    />
  );
}
