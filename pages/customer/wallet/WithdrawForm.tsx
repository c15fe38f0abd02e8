import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFCFA } from '../../../src/common/format/money.js';
import type { PayoutView } from '../../../src/contracts/payouts.js';
import { withdrawSchema, type WalletView } from '../../../src/contracts/wallet.js';
import { api, failureOf } from '../../../renderer/lib/api.js';
import { nationalPhone } from '../../../renderer/lib/national-phone.js';
import { SubmitButton } from '../../../renderer/ui/button.js';
import { Card, CardBody, CardHeader } from '../../../renderer/ui/card.js';
import { ConfirmDialog } from '../../../renderer/ui/ConfirmDialog.js';
import { TextInput } from '../../../renderer/ui/field.js';
import { PasswordInput } from '../../../renderer/ui/password-input.js';
import { toast } from '../../../renderer/ui/toast.js';

type FieldName = 'amount' | 'phone' | 'password';
type Errors = Partial<Record<FieldName, string>>;

/**
 * The withdrawal to mobile money: an amount (the whole balance unless changed), an Airtel or Moov
 * number (the account's own unless changed) and the account's password, asked once more before
 * sending. Below the minimum the form stays shown but closed, with the reason.
 */
export function WithdrawForm({ wallet, onWithdrawn }: { wallet: WalletView; onWithdrawn: () => void }) {
  const { t } = useTranslation();
  // null follows the balance (and the account's number), which change after each withdrawal
  const [typedAmount, setTypedAmount] = useState<string | null>(null);
  const [typedPhone, setTypedPhone] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const amount = typedAmount ?? String(wallet.balance);
  const phone = typedPhone ?? (wallet.phone ? nationalPhone(wallet.phone) : '');
  const closed = wallet.balance < wallet.min_withdrawal;

  const input = () => ({
    amount: amount.trim() === '' ? undefined : amount.trim(),
    phone: phone.replace(/\s+/g, ''),
    password,
  });

  function check(): Errors {
    const found: Errors = {};
    const parsed = withdrawSchema.safeParse(input());
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FieldName;
        found[field] ??= t(issue.message, {
          min: formatFCFA(wallet.min_withdrawal),
          defaultValue: t(`customer_wallet.withdraw.invalid.${field}`),
        });
      }
    } else if (parsed.data.amount > wallet.balance) {
      found.amount = t('customer_wallet.withdraw.above_balance', { balance: formatFCFA(wallet.balance) });
    }
    return found;
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const found = check();
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length === 0) setConfirming(true);
  }

  async function send() {
    setSending(true);
    try {
      const body = withdrawSchema.parse(input());
      const res = await api<{ message?: string; data: PayoutView }>('/user/wallet/withdraw', { method: 'POST', body });
      setConfirming(false);
      setTypedAmount(null);
      setPassword('');
      setErrors({});
      setFormError(undefined);
      toast.success(res.message || t('customer_wallet.withdraw.done'));
      onWithdrawn();
    } catch (err) {
      const failure = failureOf(err);
      const message = failure.message || t('customer_wallet.withdraw.failed');
      const fields: Errors = {};
      for (const f of ['amount', 'phone', 'password'] as const) {
        const first = failure.errors?.[f]?.[0];
        if (first) fields[f] = first;
      }
      setConfirming(false);
      setErrors(fields);
      const named = Object.values(fields);
      setFormError(named.length === 0 ? message : undefined);
      // a refusal of one field (e.g. the password) says more than the answer's general message
      toast.error(named.length === 1 ? named[0]! : message);
    } finally {
      setSending(false);
    }
  }

  const edited = (field: FieldName) => {
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
    if (formError) setFormError(undefined);
  };

  return (
    <Card data-testid="wallet-withdraw">
      <CardHeader>
        <h2 className="font-semibold">{t('customer_wallet.withdraw.title')}</h2>
        <p className="text-sm text-neutral-600">{t('customer_wallet.withdraw.intro')}</p>
      </CardHeader>
      <CardBody>
        <form method="post" onSubmit={submit} noValidate data-testid="wallet-withdraw-form">
          <fieldset disabled={closed || sending} className="space-y-3">
            {closed && (
              <p
                className="rounded-lg border border-sun-200 bg-sun-50 p-3 text-sm text-sun-900"
                data-testid="wallet-below-min"
              >
                {t('customer_wallet.withdraw.below_min', {
                  balance: formatFCFA(wallet.balance),
                  min: formatFCFA(wallet.min_withdrawal),
                })}
              </p>
            )}
            <div className="grid gap-3 sm:grid-cols-2">
              <TextInput
                name="amount"
                type="number"
                inputMode="numeric"
                min={wallet.min_withdrawal}
                max={wallet.balance}
                step={1}
                label={t('customer_wallet.withdraw.amount')}
                hint={
                  closed
                    ? undefined
                    : t('customer_wallet.withdraw.amount_hint', {
                        min: formatFCFA(wallet.min_withdrawal),
                        max: formatFCFA(wallet.balance),
                      })
                }
                required
                value={amount}
                error={errors.amount}
                onChange={(e) => {
                  setTypedAmount(e.target.value);
                  edited('amount');
                }}
              />
              <TextInput
                name="phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                label={t('customer_wallet.withdraw.phone')}
                hint={t('customer_wallet.withdraw.phone_hint')}
                placeholder="074 01 02 03"
                required
                value={phone}
                error={errors.phone}
                onChange={(e) => {
                  setTypedPhone(e.target.value);
                  edited('phone');
                }}
              />
            </div>
            <PasswordInput
              name="password"
              autoComplete="current-password"
              label={t('customer_wallet.withdraw.password')}
              hint={t('customer_wallet.withdraw.password_hint')}
              required
              value={password}
              error={errors.password}
              onChange={(e) => {
                setPassword(e.target.value);
                edited('password');
              }}
              fieldClassName="sm:max-w-sm"
            />
            {formError && (
              <p
                role="alert"
                className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800"
                data-testid="wallet-withdraw-error"
              >
                {formError}
              </p>
            )}
            <SubmitButton disabled={closed} loading={sending} data-testid="wallet-withdraw-submit">
              {t('customer_wallet.withdraw.submit')}
            </SubmitButton>
          </fieldset>
        </form>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('customer_wallet.withdraw.confirm_title')}
          message={t('customer_wallet.withdraw.confirm_text', {
            amount: formatFCFA(Number(amount.trim()) || 0),
            phone: phone.trim(),
          })}
          confirmLabel={t('customer_wallet.withdraw.confirm')}
          cancelLabel={t('customer_wallet.withdraw.cancel')}
          onConfirm={() => void send()}
          busy={sending}
          testId="wallet-withdraw-confirm"
        />
      </CardBody>
    </Card>
  );
}
