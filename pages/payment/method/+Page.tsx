import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'vike/client/router';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { formatFCFA } from '../../../src/common/format/money.js';
import { OPERATOR_OF_METHOD, PAYMENT_METHODS, type PaymentMethod } from '../../../src/contracts/payment-options.js';
import { ProductImage } from '../../../renderer/catalogue/ProductImage.js';
import { OperatorLogo } from '../../../renderer/payment/icons.js';
import { carriedQuery, paymentUrl, queryAmount, queryMethod } from '../../../renderer/payment/payment-query.js';
import { SecureFooter } from '../../../renderer/payment/SecureFooter.js';
import { Button } from '../../../renderer/ui/button.js';
import { useHydrated } from '../../../renderer/lib/use-hydrated.js';
import { Card, CardBody } from '../../../renderer/ui/card.js';
import { cn } from '../../../renderer/ui/cn.js';
import type { PaymentMethodData } from './+data.js';
import { WalletCard, WalletShareCard, WalletShortNote } from './WalletCard.js';
import { MIN_MOBILE_MONEY_PART } from '../../../src/contracts/wallet-options.js';
import type { WalletShareView } from '../../../src/contracts/wallet.js';

/** Spec 2 §2.3 method screen: the order summary and Airtel Money or Moov Money. */
export default function PaymentMethodPage() {
  const { t } = useTranslation();
  const { lottery, mobileMoney, walletBalance } = useData<PaymentMethodData>();
  const q = usePageContext().urlParsed.search;
  const type = q.type || 'ticket';
  const quantity = Math.max(1, Math.floor(Number(q.quantity)) || 1);
  const amount = queryAmount(q.amount) ?? 0;
  const unit = Math.round(amount / quantity);
  const name = lottery?.title || q.product || t('payment.method.product_default');
  const tickets = type === 'ticket' || type === 'lottery';
  const [method, setMethod] = useState<PaymentMethod | null>(queryMethod(q.method));
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  // what the phone screen needs besides the method; without JavaScript the form itself carries it there (GET)
  const carried = carriedQuery(q, type, amount);
  // the part of the order already set aside from the balance: `amount` is then what is left to pay
  const share = queryAmount(q.wallet_share) ?? 0;
  const total = amount + share;
  // the balance pays an order by its number: in full, or part of it when no part is set aside yet
  const balance = q.order_number && amount > 0 && share === 0 ? (walletBalance ?? 0) : 0;
  const shared = (s: WalletShareView) =>
    void navigate(
      paymentUrl('/payment/method', {
        ...carried,
        amount: s.rest,
        wallet_share: s.wallet_share,
        method: method ?? undefined,
      }),
    );

  function goBack() {
    if (window.history.length > 1) window.history.back();
    else void navigate('/customer');
  }

  async function next() {
    if (!method) return;
    setBusy(true);
    // everything the later screens show or need comes along: the phone screen's Retour returns here intact
    await navigate(paymentUrl('/payment/phone', { method, ...carried }));
    setBusy(false);
  }

  return (
    <div className="space-y-5" data-testid="payment-method">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900">{t('payment.method.title')}</h1>
        <p className="mt-1 text-neutral-600">{t('payment.method.intro')}</p>
      </div>

      <Card data-testid="order-summary">
        <CardBody className="space-y-3">
          <h2 className="text-sm font-semibold text-neutral-600 uppercase">{t('payment.method.summary')}</h2>
          <div className="flex items-center gap-3">
            <ProductImage src={lottery?.image} alt={name} eager className="size-16 shrink-0 rounded-lg" />
            <div className="min-w-0">
              <p className="font-semibold text-neutral-900" data-testid="summary-name">
                {name}
              </p>
              <p className="text-sm text-neutral-600" data-testid="summary-line">
                {tickets
                  ? t('payment.method.tickets', { count: quantity, price: formatFCFA(unit) })
                  : t('payment.method.direct')}
              </p>
              {q.order_number && (
                <p className="text-xs text-neutral-500">{t('payment.order_ref', { number: q.order_number })}</p>
              )}
            </div>
          </div>
          <div className="space-y-1 border-t border-neutral-200 pt-3 text-sm">
            {tickets && (
              <div className="flex justify-between gap-3 text-neutral-700">
                <span>{t('payment.method.times', { count: quantity, price: formatFCFA(unit) })}</span>
                <span>{formatFCFA(total)}</span>
              </div>
            )}
            {share > 0 && (
              <div className="flex justify-between gap-3 text-neutral-700" data-testid="summary-wallet-share">
                <span>{t('checkout_wallet.share_line')}</span>
                <span>−{formatFCFA(share)}</span>
              </div>
            )}
            <div className="flex items-baseline justify-between gap-3">
              <span className="font-semibold text-neutral-900">
                {share > 0 ? t('checkout_wallet.rest_to_pay') : t('payment.method.total')}
              </span>
              <span className="text-xl font-bold text-brand-800" data-testid="summary-total">
                {formatFCFA(amount)}
              </span>
            </div>
          </div>
        </CardBody>
      </Card>

      {q.order_number && balance >= amount && balance > 0 ? (
        <WalletCard balance={balance} amount={amount} orderNumber={q.order_number} type={type} />
      ) : q.order_number && balance > 0 && amount - balance >= MIN_MOBILE_MONEY_PART ? (
        <WalletShareCard balance={balance} amount={amount} orderNumber={q.order_number} onShared={shared} />
      ) : (
        balance > 0 && <WalletShortNote balance={balance} />
      )}

      <form
        method="get"
        action="/payment/phone"
        onSubmit={(e) => {
          e.preventDefault();
          void next();
        }}
        className="space-y-5"
        data-testid="method-form"
      >
        {Object.entries(carried).map(([k, v]) =>
          v === undefined || v === null || v === '' ? null : <input key={k} type="hidden" name={k} value={String(v)} />,
        )}
        <fieldset className="space-y-3">
          <legend className="mb-2 text-sm font-semibold text-neutral-800">{t('payment.method.choices')}</legend>
          {!mobileMoney && (
            <p
              className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
              role="status"
              data-testid="no-payment-method"
            >
              {t('payment.method.none_available')}
            </p>
          )}
          {(mobileMoney ? PAYMENT_METHODS : []).map((m) => {
            const operator = OPERATOR_OF_METHOD[m];
            const checked = method === m;
            return (
              <label
                key={m}
                className={cn(
                  'flex min-h-16 cursor-pointer items-center gap-3 rounded-xl border-2 bg-white p-3 transition-colors has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-brand-600',
                  checked
                    ? 'border-brand-600 bg-brand-50'
                    : 'border-neutral-200 hover:border-neutral-300 has-checked:border-brand-600 has-checked:bg-brand-50',
                )}
                data-testid={`method-${m}`}
              >
                <input
                  type="radio"
                  name="method"
                  value={m}
                  checked={checked}
                  onChange={() => setMethod(m)}
                  required
                  className="sr-only"
                />
                <OperatorLogo operator={operator} size={44} />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-neutral-900">{t(`payment.operators.${operator}`)}</span>
                  <span className="block text-xs text-neutral-600">{t(`payment.method.${operator}_hint`)}</span>
                </span>
                <span
                  aria-hidden="true"
                  className={cn(
                    'size-5 shrink-0 rounded-full border-2',
                    checked ? 'border-brand-600 bg-brand-600 ring-2 ring-white ring-inset' : 'border-neutral-300',
                  )}
                />
              </label>
            );
          })}
        </fieldset>

        <div className="grid grid-cols-2 gap-3">
          <Button type="button" variant="outline" size="lg" onClick={goBack} disabled={busy}>
            {t('payment.back')}
          </Button>
          {/* without JavaScript the browser itself asks for a choice (the radios are required) */}
          <Button
            type="submit"
            size="lg"
            disabled={(hydrated && !method) || busy}
            aria-busy={busy || undefined}
            data-testid="method-continue"
          >
            {busy ? t('payment.method.processing') : t('payment.method.continue')}
          </Button>
        </div>
      </form>

      <SecureFooter />
    </div>
  );
}
