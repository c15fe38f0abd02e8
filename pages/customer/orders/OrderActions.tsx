import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canConfirmReceipt, invoiceAvailable, type OrderSummaryView } from '../../../src/contracts/orders.js';
import { InvoiceButtons, RetryPaymentLink } from '../../../renderer/orders/OrderButtons.js';
import { canRetryOrder, noDeliveryExpected } from '../../../renderer/orders/order-ui.js';
import { confirmReceipt } from '../../../renderer/orders/receipt.js';
import { Button, ButtonLink } from '../../../renderer/ui/button.js';
import { Dialog } from '../../../renderer/ui/dialog.js';
import { toast } from '../../../renderer/ui/toast.js';

/** A row's actions: confirm receipt, invoice, print, pay again; and the no-delivery note of a losing raffle order. */
export function OrderActions({ order, now, onChanged }: { order: OrderSummaryView; now: Date; onChanged: () => void }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [confirming, setConfirming] = useState(false);

  async function confirm() {
    setConfirming(true);
    const res = await confirmReceipt(order.order_number);
    setConfirming(false);
    setAsking(false);
    if (res.ok) {
      toast.success(t('orders.messages.confirmed'));
      onChanged();
    } else {
      toast.error(res.failure.message || t('orders.messages.confirm_failed'));
    }
  }

  const paid = invoiceAvailable(order.status);
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="order-actions">
      <ButtonLink
        href={`/customer/orders/${encodeURIComponent(order.order_number)}`}
        variant="outline"
        size="sm"
        data-testid="order-view"
      >
        {t('orders.actions.view')}
      </ButtonLink>
      {canConfirmReceipt(order) && (
        <Dialog
          open={asking}
          onOpenChange={setAsking}
          title={t('orders.confirm_list_title')}
          description={t('orders.confirm_list', { number: order.order_number })}
          trigger={
            <Button size="sm" data-testid="order-confirm-receipt">
              {t('orders.actions.confirm_receipt')}
            </Button>
          }
        >
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setAsking(false)} disabled={confirming}>
              {t('orders.detail.cancel')}
            </Button>
            <Button onClick={() => void confirm()} loading={confirming} data-testid="order-confirm-receipt-yes">
              {t('orders.actions.confirm_receipt')}
            </Button>
          </div>
        </Dialog>
      )}
      {paid && <InvoiceButtons orderNumber={order.order_number} size="sm" printVariant="ghost" />}
      {canRetryOrder(order, now) && <RetryPaymentLink order={order} size="sm" />}
      {noDeliveryExpected(order) && (
        <p className="w-full text-xs text-neutral-600" data-testid="order-no-delivery">
          {t('orders.no_delivery')}
        </p>
      )}
    </div>
  );
}
