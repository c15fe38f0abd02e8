import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFCFA } from '../../../src/common/format/money.js';
import { requestPayoutSchema, type MerchantBalance, type PayoutView } from '../../../src/contracts/payouts.js';
import { api, failureOf } from '../../../renderer/lib/api.js';
import { ButtonLink, SubmitButton } from '../../../renderer/ui/button.js';
import { Card, CardBody, CardHeader } from '../../../renderer/ui/card.js';
import { ConfirmDialog } from '../../../renderer/ui/ConfirmDialog.js';
import { TextInput } from '../../../renderer/ui/field.js';
import { toast } from '../../../renderer/ui/toast.js';
import type { One } from '../components/merchant-api.js';
import { nationalPhone } from '../../../renderer/lib/national-phone.js';

/**
 * The payout request: an amount (the available balance unless changed) sent to the payout number of
 * the settings once an administrator approves it. Without a payout number, the way to the settings
 * instead; below the minimum, the form stays shown but closed, with the reason.
 */
export function PayoutRequest({ balance, onRequested }: { balance: MerchantBalance; onRequested: () => void }) {
  const { t } = useTranslation();
  // null follows the available balance, which changes after each request
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const amount = typed ?? String(balance.available);
  const closed = balance.available < balance.min_amount;

  if (!balance.payout_phone) {
    return (
      <Card data-testid="payout-no-phone">
        <CardHeader>
          <h2 className="font-semibold">{t('merchant_payouts.request.no_phone_title')}</h2>
        </CardHeader>
        <CardBody className="space-y-3">
          <p className="text-sm text-neutral-700">{t('merchant_payouts.request.no_phone')}</p>
          <ButtonLink href="/merchant/settings" variant="secondary" data-testid="payout-settings-link">
            {t('merchant_payouts.request.no_phone_link')}
          </ButtonLink>
        </CardBody>
      </Card>
    );
  }

  const destination = {
    phone: nationalPhone(balance.payout_phone),
    operator: balance.payout_operator ? t(`merchant_payouts.operator.${balance.payout_operator}`) : '',
  };

  function check(value: string): string | undefined {
    const parsed = requestPayoutSchema.safeParse({ amount: value.trim() === '' ? undefined : value.trim() });
    const key = parsed.success ? undefined : parsed.error.issues[0]?.message;
    return key ? t(key) : undefined;
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const problem = check(amount);
    setError(problem);
    if (!problem) setConfirming(true);
  }

  async function send() {
    setSending(true);
    try {
      const res = await api<One<PayoutView>>('/merchant/payouts', {
        method: 'POST',
        body: { amount: Number(amount.trim()) },
      });
      setConfirming(false);
      setTyped(null);
      setError(undefined);
      toast.success(res.message || t('merchant_payouts.request.done'));
      onRequested();
    } catch (err) {
      const failure = failureOf(err);
      setConfirming(false);
      setError(failure.errors?.amount?.[0] ?? (failure.message || t('merchant_payouts.request.failed')));
      toast.error(failure.message || t('merchant_payouts.request.failed'));
    } finally {
      setSending(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold">{t('merchant_payouts.request.title')}</h2>
        <p className="text-sm text-neutral-600" data-testid="payout-destination">
          {destination.operator
            ? t('merchant_payouts.request.destination', destination)
            : t('merchant_payouts.request.destination_plain', destination)}{' '}
          <a href="/merchant/settings" className="font-medium">
            {t('merchant_payouts.request.change_number')}
          </a>
        </p>
      </CardHeader>
      <CardBody>
        <form method="post" onSubmit={submit} noValidate data-testid="payout-request-form">
          <fieldset disabled={closed || sending} className="space-y-3">
            <TextInput
              name="amount"
              type="number"
              inputMode="numeric"
              min={balance.min_amount}
              max={balance.available}
              step={1}
              label={t('merchant_payouts.request.amount')}
              hint={t('merchant_payouts.request.amount_hint', {
                min: formatFCFA(balance.min_amount),
                max: formatFCFA(balance.available),
              })}
              required
              value={amount}
              error={error}
              onChange={(e) => {
                setTyped(e.target.value);
                if (error) setError(check(e.target.value));
              }}
              fieldClassName="max-w-xs"
            />
            {closed && (
              <p
                className="rounded-lg border border-sun-200 bg-sun-50 p-3 text-sm text-sun-900"
                data-testid="payout-below-min"
              >
                {t('merchant_payouts.request.below_min', {
                  available: formatFCFA(balance.available),
                  min: formatFCFA(balance.min_amount),
                })}
              </p>
            )}
            <p className="text-xs text-neutral-600">{t('merchant_payouts.request.review_note')}</p>
            <SubmitButton disabled={closed} loading={sending} data-testid="payout-submit">
              {t('merchant_payouts.request.submit')}
            </SubmitButton>
          </fieldset>
        </form>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('merchant_payouts.request.confirm_title')}
          message={t('merchant_payouts.request.confirm_text', {
            amount: formatFCFA(Number(amount.trim()) || 0),
            ...destination,
          })}
          confirmLabel={t('merchant_payouts.request.confirm')}
          cancelLabel={t('merchant_payouts.request.cancel')}
          onConfirm={() => void send()}
          busy={sending}
          testId="payout-confirm"
        />
      </CardBody>
    </Card>
  );
}
