import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Operator } from '../../src/contracts/payment-options.js';
import type { PayerNameDto } from '../../src/contracts/payments.js';
import { api } from '../lib/api.js';
import { CheckCircleIcon, ErrorIcon } from '../ui/icons.js';

/** Waits for the payer to stop typing before asking. */
const DEBOUNCE_MS = 400;

/**
 * The name the operator registered for the number typed (shortened by the server), once the number is
 * complete and valid: a typo shows before the payment prompt goes to someone else's phone. Says
 * nothing when the look-up cannot be made.
 */
export function PayerName({
  phone,
  operator,
  operatorName,
}: {
  phone: string | null;
  operator: Operator;
  operatorName: string;
}) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<{ phone: string; dto: PayerNameDto } | null>(null);

  useEffect(() => {
    if (!phone) return;
    const abort = new AbortController();
    const timer = window.setTimeout(() => {
      const query = new URLSearchParams({ phone, operator });
      api<{ data: PayerNameDto }>(`/payments/payer-name?${query}`, { signal: abort.signal })
        .then((res) => setAnswer({ phone, dto: res.data }))
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      abort.abort();
    };
  }, [phone, operator]);

  const dto = answer && answer.phone === phone ? answer.dto : null;
  if (!dto || dto.status === 'unavailable') return null;
  if (dto.status === 'not_found')
    return (
      <p className="flex items-start gap-2 text-sm text-amber-800" role="status" data-testid="payer-name">
        <ErrorIcon className="mt-0.5 size-4 shrink-0" />
        {t('payment.phone.payer_not_found', { operator: operatorName })}
      </p>
    );
  return (
    <div className="flex items-start gap-2 text-sm text-neutral-800" role="status" data-testid="payer-name">
      <CheckCircleIcon className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <p>
        <span className="font-semibold">
          {t('payment.phone.payer_found', { operator: operatorName, name: dto.name })}
        </span>
        <br />
        <span className="text-neutral-600">{t('payment.phone.payer_found_hint')}</span>
      </p>
    </div>
  );
}
