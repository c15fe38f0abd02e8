import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'vike/client/router';
import type { ProductDetailDto } from '../../../../src/contracts/catalogue.js';
import { api, failureOf } from '../../../../renderer/lib/api.js';
import { SubmitButton } from '../../../../renderer/ui/button.js';
import { ErrorBox } from '../../../../renderer/ui/error-box.js';
import { PostedFormFields, usePostedForm } from '../../../../renderer/ui/server-form.js';
import { toast } from '../../../../renderer/ui/toast.js';
import { withQuery } from '../../../../renderer/lib/url-filters.js';

interface InitiateAnswer {
  success: boolean;
  redirect_to_payment?: boolean;
  data: { order_number: string; amount: number; type: string };
}

/** Spec 2 §7 POST /payments/initiate: a direct purchase creates its order, then payment on /payment/method. */
export function DirectBuyPanel({ product }: { product: ProductDetailDto }) {
  const { t } = useTranslation();
  const [buying, setBuying] = useState(false);
  const posted = usePostedForm('direct-purchase');
  const available = (product.stock ?? 0) > 0;

  const phoneMissing = () =>
    toast.error(t('customer_products.errors.phone_required'), { title: t('customer_products.errors.phone_required_title') });

  async function buy() {
    setBuying(true);
    try {
      const res = await api<InitiateAnswer>('/payments/initiate', {
        body: { product_id: product.id, type: 'product_purchase', amount: product.price, quantity: 1 },
      });
      const { order_number, amount } = res.data;
      await navigate(withQuery('/payment/method', { type: 'product', order_number, amount, quantity: 1, product: product.name }));
    } catch (err) {
      const failure = failureOf(err);
      if (failure.code === 'phone_required') phoneMissing();
      else toast.error(failure.status !== 0 && failure.message ? failure.message : t('customer_products.errors.direct_failed'));
      setBuying(false);
    }
  }

  return (
    <form
      method="post"
      onSubmit={(e) => {
        e.preventDefault();
        void buy();
      }}
      className="space-y-3 rounded-xl border border-neutral-200 bg-white p-4"
      data-testid="direct-panel"
    >
      {/* without JavaScript the server creates the order with these, then sends the browser to the payment */}
      <PostedFormFields form="direct-purchase" />
      <input type="hidden" name="product_id" value={product.id} />
      <input type="hidden" name="amount" value={product.price} />
      <input type="hidden" name="product" value={product.name} />
      {posted?.message && <ErrorBox title={t(posted.message)} />}
      <p className="text-sm text-neutral-700">
        {available ? t('customer_products.stock', { count: product.stock ?? 0 }) : t('customer_products.out_of_stock')}
      </p>
      <SubmitButton posts block size="lg" disabled={!available || buying} aria-busy={buying || undefined} data-testid="direct-buy-button">
        {buying ? t('customer_products.buy.buying') : t('customer_products.buy.direct')}
      </SubmitButton>
      {available && <p className="text-xs text-neutral-600">{t('customer_products.buy.direct_hint')}</p>}
    </form>
  );
}
