import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'vike/client/router';
import { failureOf } from '../../../../renderer/lib/api.js';
import { ErrorBox } from '../../../../renderer/ui/error-box.js';
import { PostedFormFields, usePostedForm } from '../../../../renderer/ui/server-form.js';
import { toast } from '../../../../renderer/ui/toast.js';

/**
 * A buy action: `order` creates the order and answers where to pay; a refusal is shown as a toast
 * (the server's reason when it gave one, else `failedKey`) and the button is given back.
 */
export function usePurchase(failedKey: string) {
  const { t } = useTranslation();
  const [buying, setBuying] = useState(false);

  const phoneMissing = () =>
    toast.error(t('customer_products.errors.phone_required'), {
      title: t('customer_products.errors.phone_required_title'),
    });

  async function buy(order: () => Promise<string>) {
    setBuying(true);
    try {
      await navigate(await order());
    } catch (err) {
      const failure = failureOf(err);
      if (failure.code === 'phone_required') phoneMissing();
      else if (failure.code === 'adult_confirmation_required') {
        // a social account confirms being 18 or older on its profile's "Jeu responsable" tab, then buys
        toast.error(failure.message || t(failedKey));
        await navigate('/customer/profile?tab=responsible');
      } else toast.error(failure.status !== 0 && failure.message ? failure.message : t(failedKey));
      setBuying(false);
    }
  }

  return { buying, buy, phoneMissing };
}

/**
 * The panel's form: with JavaScript `onBuy` runs; without it the server creates the order from the
 * hidden fields, then sends the browser to the payment (or back here with its reason).
 */
export function PurchaseForm({
  form,
  hidden,
  onBuy,
  noValidate,
  testId,
  children,
}: {
  form: string;
  hidden: Record<string, string | number>;
  onBuy: () => void;
  noValidate?: boolean;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const posted = usePostedForm(form);
  return (
    <form
      method="post"
      noValidate={noValidate}
      onSubmit={(e) => {
        e.preventDefault();
        onBuy();
      }}
      className="space-y-3 rounded-xl border border-neutral-200 bg-white p-4"
      data-testid={testId}
    >
      <PostedFormFields form={form} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {posted?.message && <ErrorBox title={t(posted.message)} />}
      {children}
    </form>
  );
}
