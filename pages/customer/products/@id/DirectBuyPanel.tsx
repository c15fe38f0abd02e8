import { useTranslation } from 'react-i18next';
import type { ProductDetailDto } from '../../../../src/contracts/catalogue.js';
import { api } from '../../../../renderer/lib/api.js';
import { SubmitButton } from '../../../../renderer/ui/button.js';
import { withQuery } from '../../../../renderer/lib/url-filters.js';
import { PurchaseForm, usePurchase } from './PurchaseForm.js';

interface InitiateAnswer {
  success: boolean;
  redirect_to_payment?: boolean;
  data: { order_number: string; amount: number; type: string };
}

/** Spec 2 §7 POST /payments/initiate: a direct purchase creates its order, then payment on /payment/method. */
export function DirectBuyPanel({ product }: { product: ProductDetailDto }) {
  const { t } = useTranslation();
  const { buying, buy } = usePurchase('customer_products.errors.direct_failed');
  const available = (product.stock ?? 0) > 0;

  return (
    <PurchaseForm
      form="direct-purchase"
      hidden={{ product_id: product.id, amount: product.price, product: product.name }}
      onBuy={() =>
        void buy(async () => {
          const res = await api<InitiateAnswer>('/payments/initiate', {
            body: { product_id: product.id, type: 'product_purchase', amount: product.price, quantity: 1 },
          });
          const { order_number, amount } = res.data;
          return withQuery('/payment/method', {
            type: 'product',
            order_number,
            amount,
            quantity: 1,
            product: product.name,
          });
        })
      }
      testId="direct-panel"
    >
      <p className="text-sm text-neutral-700">
        {available ? t('customer_products.stock', { count: product.stock ?? 0 }) : t('customer_products.out_of_stock')}
      </p>
      <SubmitButton
        posts
        block
        size="lg"
        disabled={!available || buying}
        aria-busy={buying || undefined}
        data-testid="direct-buy-button"
      >
        {buying ? t('customer_products.buy.buying') : t('customer_products.buy.direct')}
      </SubmitButton>
      {available && <p className="text-xs text-neutral-600">{t('customer_products.buy.direct_hint')}</p>}
    </PurchaseForm>
  );
}
