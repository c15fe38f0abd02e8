import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { formatFCFA } from '../../../src/common/format/money.js';
import { METHOD_OF_OPERATOR, mobileMoneyPhoneError } from '../../../src/contracts/payment-options.js';
import type { PaymentInitiation } from '../../../src/contracts/payments.js';
import { withFragment } from '../../../renderer/lib/fragment.js';
import { api, failureOf } from '../../../renderer/lib/api.js';
import { InstructionBox } from '../../../renderer/payment/InstructionBox.js';
import { OperatorLogo } from '../../../renderer/payment/icons.js';
import { PayerName } from '../../../renderer/payment/PayerName.js';
import { carriedQuery, operatorOf, paymentUrl, queryAmount } from '../../../renderer/payment/payment-query.js';
import { SecureFooter } from '../../../renderer/payment/SecureFooter.js';
import { Button, SubmitButton } from '../../../renderer/ui/button.js';
import { Card, CardBody } from '../../../renderer/ui/card.js';
import { Field, controlClasses } from '../../../renderer/ui/field.js';
import { toast } from '../../../renderer/ui/toast.js';
import { useHydrated } from '../../../renderer/lib/use-hydrated.js';
import { ErrorBox } from '../../../renderer/ui/error-box.js';
import { PostedFormFields, usePostedForm } from '../../../renderer/ui/server-form.js';

const PLACEHOLDERS = { airtel: '074010203', moov: '065010203' } as const;
/** Spec 2 §9: after an expired order, home 2 s later (the toast has time to be read). */
const EXPIRED_REDIRECT_MS = 2000;

const digitsOf = (raw: string) => raw.replace(/\D/g, '').slice(0, 9);

/** Spec 2 §2.3 phone screen: the payer's number, then a bill and a USSD push for the order. */
export default function PaymentPhonePage() {
  const { t } = useTranslation();
  const q = usePageContext().urlParsed.search;
  const operator = operatorOf(q);
  const amount = queryAmount(q.amount);
  const order = q.order_number || q.transaction_id;
  // sent without JavaScript and refused: the number and the server's reason show again
  const posted = usePostedForm('payment-phone');
  const hydrated = useHydrated();
  const [phone, setPhone] = useState(() => digitsOf(posted?.values.phone ?? q.phone ?? ''));
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(posted?.errors.phone ?? null);
  const [busy, setBusy] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: checked once, on arrival: later renders must not navigate away again
  useEffect(() => {
    const leave = (message: string | null, to: string) =>
      // after the first commit's effects, so that the toast host (mounted after the page) is listening
      window.setTimeout(() => {
        if (message) toast.error(message);
        void navigate(to);
      }, 0);
    if (!order) leave(t('payment.phone.missing_params'), '/');
    else if (!amount) leave(t('payment.phone.invalid_amount'), '/');
    else if (!operator) leave(null, paymentUrl('/payment/method', { ...q, method: undefined }));
  }, []);

  if (!order || !amount || !operator) return null;

  const errorKey = mobileMoneyPhoneError(phone, operator);
  const shownError = serverError ?? (errorKey && (touched || phone.length === 9) ? t(errorKey) : undefined);
  const operatorName = t(`payment.operators.${operator}`);
  const back = paymentUrl('/payment/method', {
    ...carriedQuery(q, q.type, amount),
    method: METHOD_OF_OPERATOR[operator],
  });

  async function pay(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (errorKey || busy || !operator) return;
    if (!order) return void toast.error(t('payment.phone.no_order'));
    setBusy(true);
    setServerError(null);
    try {
      const res = await api<{ data: PaymentInitiation }>('/payments/initiate-from-transaction', {
        body: {
          phone,
          operator,
          ...(q.order_number ? { order_number: q.order_number } : { transaction_id: q.transaction_id }),
        },
      });
      const d = res.data;
      await navigate(
        withFragment(
          paymentUrl('/payment/confirmation', {
            bill_id: d.bill_id,
            reference: d.reference,
            amount: d.amount,
            phone,
            operator,
            transaction_id: d.transaction_id,
            type: q.type || 'ticket',
            order_number: d.order_number,
          }),
          { token: d.status_token },
        ),
      );
    } catch (err) {
      const failure = failureOf(err);
      setBusy(false);
      if (failure.code?.toUpperCase() === 'ORDER_EXPIRED') {
        toast.error(t('payment.phone.order_expired'), { title: t('payment.phone.order_expired_title') });
        window.setTimeout(() => void navigate('/'), EXPIRED_REDIRECT_MS);
        return;
      }
      const phoneMessage = failure.errors?.phone?.[0];
      if (phoneMessage) setServerError(phoneMessage);
      else toast.error(failure.status !== 0 && failure.message ? failure.message : t('payment.phone.init_failed'));
    }
  }

  return (
    <form method="post" className="space-y-5" onSubmit={(e) => void pay(e)} noValidate data-testid="payment-phone">
      <PostedFormFields form="payment-phone" />
      <div className="flex items-center gap-3">
        <OperatorLogo operator={operator} size={52} />
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-neutral-900">
            {t('payment.phone.title', { operator: operatorName })}
          </h1>
          {q.order_number && (
            <p className="text-sm text-neutral-600">{t('payment.order_ref', { number: q.order_number })}</p>
          )}
        </div>
      </div>

      <Card>
        <CardBody className="space-y-4">
          <div className="flex items-baseline justify-between gap-3">
            <span className="text-sm text-neutral-700">{t('payment.phone.amount')}</span>
            <span className="text-2xl font-bold whitespace-nowrap text-brand-800" data-testid="phone-amount">
              {formatFCFA(amount)}
            </span>
          </div>
          <Field
            label={t('payment.phone.label', { operator: operatorName })}
            hint={t(`payment.phone.hint_${operator}`)}
            error={shownError}
            required
          >
            {(a11y) => (
              <div className="flex">
                <span className="inline-flex min-h-11 items-center rounded-l-lg border border-r-0 border-neutral-300 bg-neutral-100 px-3 text-neutral-700">
                  +241
                </span>
                <input
                  {...a11y}
                  name="phone"
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  maxLength={9}
                  placeholder={PLACEHOLDERS[operator]}
                  value={phone}
                  onChange={(e) => {
                    setPhone(digitsOf(e.target.value));
                    setServerError(null);
                  }}
                  onBlur={() => setTouched(true)}
                  disabled={busy}
                  required
                  className={controlClasses(shownError, 'rounded-l-none font-mono tracking-wider')}
                />
              </div>
            )}
          </Field>
          {hydrated && <PayerName phone={errorKey ? null : phone} operator={operator} operatorName={operatorName} />}
          {posted?.message && !posted.errors.phone && <ErrorBox title={t(posted.message)} />}
          {q.retry === 'true' && <p className="text-xs text-neutral-600">{t('payment.phone.retry_note')}</p>}
        </CardBody>
      </Card>

      <InstructionBox
        title={t('payment.phone.instructions_title')}
        items={[
          t('payment.phone.instructions.credit'),
          t('payment.phone.instructions.nearby'),
          t('payment.phone.instructions.ussd'),
        ]}
      />

      <div className="grid gap-3 sm:grid-cols-[auto_1fr]">
        <Button
          type="button"
          variant="outline"
          size="lg"
          onClick={() => void navigate(back)}
          disabled={busy}
          className="order-2 sm:order-1"
        >
          {t('payment.back')}
        </Button>
        <SubmitButton
          posts
          size="lg"
          disabled={(hydrated && !!errorKey) || busy}
          loading={busy}
          className="order-1 sm:order-2"
          data-testid="pay-button"
        >
          {busy ? t('payment.phone.paying') : t('payment.phone.pay', { amount: formatFCFA(amount) })}
        </SubmitButton>
      </div>

      <SecureFooter />
    </form>
  );
}
