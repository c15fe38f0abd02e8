import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../src/common/format/dates.js';
import { formatFCFA } from '../../../src/common/format/money.js';
import {
  CUSTOMER_REFUND_METHODS,
  CUSTOMER_REFUND_REASONS,
  createRefundSchema,
  type RefundableTransaction,
} from '../../../src/contracts/refunds.js';
import { failureOf, serverFieldErrors } from '../../../renderer/lib/api.js';
import { useFormErrors, type FormErrors } from '../../../renderer/lib/use-form-errors.js';
import { LoadFailed } from '../../../renderer/ui/load-failed.js';
import { useApi } from '../../../renderer/lib/use-live-data.js';
import { failureText, reasonText, refundFormErrors, splitRefundable } from '../../../renderer/refunds/refund-ui.js';
import { createRefund } from '../../../renderer/refunds/refunds-api.js';
import { Button } from '../../../renderer/ui/button.js';
import { Dialog } from '../../../renderer/ui/dialog.js';
import { Select, TextArea } from '../../../renderer/ui/field.js';
import { Spinner } from '../../../renderer/ui/spinner.js';
import { toast } from '../../../renderer/ui/toast.js';

interface Values {
  transaction_id: string;
  reason: string;
  notes: string;
  method: string;
}

const EMPTY: Values = { transaction_id: '', reason: '', notes: '', method: 'mobile_money' };
const NOTES_MAX = 1000;

/**
 * Spec 2 §2.2/§5 "new request": a paid transaction without a refund and one of the five customer reasons
 * are required, notes are optional. Checked with the contract's schema on submit and as fields are left
 * or corrected; the server's 422 lands on the same fields.
 */
export function NewRefundDialog({ onCreated }: { onCreated: () => void }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values>(EMPTY);
  const [sending, setSending] = useState(false);
  const refundable = useApi<{ data: { transactions: RefundableTransaction[] } }>(open ? '/refunds/refundable' : null);

  const validate = (v: Values): FormErrors =>
    Object.fromEntries(Object.entries(refundFormErrors(v)).map(([k, key]) => [k, t(key)]));
  const { errors, setErrors, recheck, fail, formRef } = useFormErrors<Values>(validate);

  const edit = (key: keyof Values, value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    recheck(key, next);
  };
  const leave = (key: keyof Values) => {
    const message = validate(values)[key];
    if (message && !errors[key]) setErrors({ ...errors, [key]: message });
  };

  const close = () => {
    setOpen(false);
    setValues(EMPTY);
    setErrors({});
  };
  const changeOpen = (next: boolean) => {
    if (sending) return;
    if (next) setOpen(true);
    else close();
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = createRefundSchema.safeParse(values);
    if (!parsed.success) return fail(validate(values));
    setErrors({});
    setSending(true);
    try {
      await createRefund(parsed.data);
      toast.success(t('customer_refunds.messages.created'));
      setSending(false);
      close();
      onCreated();
    } catch (err) {
      const failure = failureOf(err);
      if (failure.status === 422 && failure.errors) setErrors(serverFieldErrors(failure));
      toast.error(failureText(failure, t('customer_refunds.messages.create_failed')));
      setSending(false);
    }
  }

  const { offered, refused } = splitRefundable(refundable.data?.data.transactions ?? []);
  const label = (tx: RefundableTransaction) =>
    [tx.product_name, tx.lottery ? tx.lottery.lottery_number : null, formatFCFA(tx.amount), tx.reference]
      .filter(Boolean)
      .join(' • ');
  const selected = offered.find((tx) => String(tx.id) === values.transaction_id);

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={t('customer_refunds.form.title')}
      description={t('customer_refunds.form.description')}
      trigger={<Button data-testid="refund-new">{t('customer_refunds.actions.new')}</Button>}
    >
      {refundable.error ? (
        <LoadFailed message={t('customer_refunds.messages.refundable_failed')} onRetry={refundable.reload} />
      ) : !refundable.data ? (
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      ) : (
        <form
          method="post"
          ref={formRef}
          onSubmit={(e) => void submit(e)}
          noValidate
          className="flex flex-col gap-4"
          data-testid="refund-form"
        >
          {offered.length === 0 && (
            <p
              role="note"
              className="rounded-lg border border-sun-200 bg-sun-50 p-3 text-sm text-sun-900"
              data-testid="refund-none-refundable"
            >
              {t('customer_refunds.form.none_refundable')}
            </p>
          )}
          <Select
            name="transaction_id"
            label={t('customer_refunds.form.transaction')}
            required
            value={values.transaction_id}
            onChange={(e) => edit('transaction_id', e.target.value)}
            onBlur={() => leave('transaction_id')}
            error={errors.transaction_id}
            placeholder={t('customer_refunds.form.transaction_placeholder')}
            data-testid="refund-transaction"
          >
            {offered.length > 0 && (
              <optgroup label={t('customer_refunds.form.group_offered')}>
                {offered.map((tx) => (
                  <option key={tx.id} value={tx.id}>
                    {label(tx)}
                  </option>
                ))}
              </optgroup>
            )}
            {refused.length > 0 && (
              <optgroup label={t('customer_refunds.form.group_refused')}>
                {refused.map((tx) => (
                  <option key={tx.id} value={tx.id} disabled>
                    {`${label(tx)} — ${tx.refusal ? reasonText(tx.refusal, t) : t('customer_refunds.form.already_requested')}`}
                  </option>
                ))}
              </optgroup>
            )}
          </Select>
          {selected && (
            <p className="-mt-2 text-xs text-neutral-600" data-testid="refund-transaction-summary">
              {t('customer_refunds.form.summary', {
                order: selected.order_number,
                amount: formatFCFA(selected.amount),
                date: selected.paid_at ? formatDateTime(selected.paid_at, i18n.language) : '—',
              })}
            </p>
          )}
          <Select
            name="reason"
            label={t('customer_refunds.form.reason')}
            required
            value={values.reason}
            onChange={(e) => edit('reason', e.target.value)}
            onBlur={() => leave('reason')}
            error={errors.reason}
            placeholder={t('customer_refunds.form.reason_placeholder')}
            options={CUSTOMER_REFUND_REASONS.map((r) => ({ value: r, label: t(`refunds.reason.${r}`) }))}
            data-testid="refund-reason"
          />
          <fieldset className="flex flex-col gap-2" data-testid="refund-method">
            <legend className="mb-1 text-sm font-medium text-neutral-800">
              {t('checkout_wallet.refund_method.label')}
            </legend>
            {CUSTOMER_REFUND_METHODS.map((m) => (
              <label key={m} className="flex cursor-pointer items-center gap-2 text-sm text-neutral-900">
                <input
                  type="radio"
                  name="method"
                  value={m}
                  checked={values.method === m}
                  onChange={() => edit('method', m)}
                  className="size-4 accent-brand-600"
                  data-testid={`refund-method-${m}`}
                />
                {t(`checkout_wallet.refund_method.${m}`)}
              </label>
            ))}
          </fieldset>
          <TextArea
            name="notes"
            label={t('customer_refunds.form.notes')}
            hint={`${t('customer_refunds.form.notes_hint')} ${values.notes.trim().length}/${NOTES_MAX}`}
            rows={3}
            maxLength={NOTES_MAX + 50}
            value={values.notes}
            onChange={(e) => edit('notes', e.target.value)}
            onBlur={() => leave('notes')}
            error={errors.notes}
            data-testid="refund-notes"
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => changeOpen(false)} disabled={sending}>
              {t('customer_refunds.form.cancel')}
            </Button>
            <Button type="submit" loading={sending} disabled={offered.length === 0} data-testid="refund-submit">
              {t('customer_refunds.form.submit')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
