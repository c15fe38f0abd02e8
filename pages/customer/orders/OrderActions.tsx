import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canConfirmReceipt, invoiceAvailable, type OrderSummaryView } from '../../../src/contracts/orders.js';
import { reviewableOrder } from '../../../src/contracts/review-options.js';
import type { MyReviewDto } from '../../../src/contracts/reviews.js';
import { Stars } from '../../../renderer/reviews/Stars.js';
import { ReviewOrderDialog } from './ReviewOrderDialog.js';
import { InvoiceButtons, RetryPaymentLink } from '../../../renderer/orders/OrderButtons.js';
import { canRetryOrder, noDeliveryExpected } from '../../../renderer/orders/order-ui.js';
import { confirmReceipt } from '../../../renderer/orders/receipt.js';
import { Button, ButtonLink } from '../../../renderer/ui/button.js';
import { Dialog } from '../../../renderer/ui/dialog.js';
import { toast } from '../../../renderer/ui/toast.js';

/**
 * A row's actions: confirm receipt, leave a review (or the one left), invoice, print, pay again; and the
 * no-delivery note of a losing raffle order.
 */
export function OrderActions({
  order,
  now,
  onChanged,
  review,
  onReviewed,
}: {
  order: OrderSummaryView;
  now: Date;
  onChanged: () => void;
  /** the review left on this order; null: none yet; undefined: not known (no action offered) */
  review?: MyReviewDto | null;
  onReviewed?: (review: MyReviewDto | null) => void;
}) {
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
      {review === null && onReviewed && reviewableOrder(order) && (
        <ReviewOrderDialog order={order} onReviewed={onReviewed} />
      )}
      {review && (
        <p className="flex w-full items-center gap-2 text-xs text-neutral-700" data-testid="order-review-given">
          <Stars rating={review.rating} size={14} label="" />
          <span>{t('reviews.form.yours', { rating: review.rating })}</span>
        </p>
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
