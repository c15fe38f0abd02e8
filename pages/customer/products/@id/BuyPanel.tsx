import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { formatFCFA } from '../../../../src/common/format/money.js';
import type { ActiveLotteryDto } from '../../../../src/contracts/catalogue.js';
import { api } from '../../../../renderer/lib/api.js';
import { SubmitButton } from '../../../../renderer/ui/button.js';
import { usePostedForm } from '../../../../renderer/ui/server-form.js';
import { withQuery } from '../../../../renderer/lib/url-filters.js';
import { PurchaseForm, usePurchase } from './PurchaseForm.js';
import { QuantityStepper } from './QuantityStepper.js';

interface PurchaseAnswer {
  data: { order_number: string; amount: number; quantity: number; lottery_id: number };
}

/** The API takes at most 1000 tickets per order. */
const MAX_PER_ORDER = 1000;

/**
 * Ticket quantity, total and the buy button (spec 2 §2.2, §5, §8). Buying reserves the tickets and
 * creates the order; payment happens on /payment/method with the order number.
 */
export function BuyPanel({
  lottery,
  productName,
  open,
}: {
  lottery: ActiveLotteryDto;
  productName: string;
  open: boolean;
}) {
  const { t } = useTranslation();
  const { user } = usePageContext();
  // sent without JavaScript and refused: the quantity typed and the server's reason show again
  const posted = usePostedForm('ticket-purchase');
  const [quantity, setQuantity] = useState(() => Math.max(1, Math.floor(Number(posted?.values.quantity)) || 1));
  const { buying, buy, phoneMissing } = usePurchase('customer_products.errors.purchase_failed');
  const max = Math.min(lottery.remaining_tickets, MAX_PER_ORDER);
  const soldOut = lottery.remaining_tickets <= 0;
  const total = quantity * lottery.ticket_price;

  const label = buying
    ? t('customer_products.buy.buying')
    : !open
      ? t('customer_products.buy.ended')
      : soldOut
        ? t('customer_products.buy.sold_out')
        : t('customer_products.buy.cta', { count: quantity });

  return (
    <PurchaseForm
      form="ticket-purchase"
      hidden={{ lottery_id: lottery.id, ticket_price: lottery.ticket_price, product: productName }}
      onBuy={() => {
        const phone = user?.phone;
        if (!phone) return phoneMissing();
        void buy(async () => {
          const res = await api<PurchaseAnswer>('/tickets/purchase', {
            body: { lottery_id: lottery.id, quantity, phone_number: phone, total_amount: total },
          });
          const { order_number, amount } = res.data;
          return withQuery('/payment/method', {
            type: 'ticket',
            order_number,
            amount,
            quantity,
            lottery_id: lottery.id,
            product: productName,
          });
        });
      }}
      noValidate
      testId="buy-panel"
    >
      <div className="flex items-center justify-between gap-3">
        <span className="text-sm text-neutral-700">{t('customer_products.buy.ticket_price')}</span>
        <span className="font-semibold text-neutral-900">{formatFCFA(lottery.ticket_price)}</span>
      </div>
      {open && !soldOut && (
        <>
          <QuantityStepper value={quantity} max={max} onChange={setQuantity} disabled={buying} />
          <p className="text-xs text-neutral-600">
            {t('customer_products.buy.remaining', { count: lottery.remaining_tickets })}
          </p>
        </>
      )}
      {open && !soldOut && (
        <div className="flex items-baseline justify-between gap-3 border-t border-neutral-200 pt-3">
          <span className="font-medium text-neutral-800">{t('customer_products.buy.total')}</span>
          <span className="text-xl font-bold text-brand-800" data-testid="buy-total">
            {formatFCFA(total)}
          </span>
        </div>
      )}
      <SubmitButton
        posts
        block
        size="lg"
        disabled={!open || soldOut || buying}
        aria-busy={buying || undefined}
        data-testid="buy-button"
      >
        {label}
      </SubmitButton>
      {!user?.phone && open && !soldOut && (
        <p className="text-xs text-neutral-600">
          {t('customer_products.buy.phone_hint')}{' '}
          <a href="/customer/profile">{t('customer_products.buy.profile_link')}</a>
        </p>
      )}
    </PurchaseForm>
  );
}
