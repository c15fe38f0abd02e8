import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../../renderer/ui/button.js';

/** − [n] + between 1 and `max`; typing is allowed too and is clamped when the field is left. */
export function QuantityStepper({
  value,
  max,
  onChange,
  disabled,
}: {
  value: number;
  max: number;
  onChange: (n: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const clamp = (n: number) => Math.min(Math.max(Number.isFinite(n) ? Math.floor(n) : 1, 1), Math.max(1, max));
  const step = 'size-11 shrink-0 text-xl';
  return (
    <div className="flex items-center justify-between gap-3">
      <label htmlFor="ticket-quantity" className="text-sm font-medium text-neutral-800">
        {t('customer_products.buy.quantity')}
      </label>
      <div className="flex items-center gap-2" data-testid="quantity-stepper">
        <button
          type="button"
          className={buttonClasses({ variant: 'outline' }, step)}
          onClick={() => onChange(clamp(value - 1))}
          disabled={disabled || value <= 1}
          aria-label={t('customer_products.buy.less')}
        >
          −
        </button>
        <input
          id="ticket-quantity"
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value === '' ? 1 : clamp(Number(e.target.value)))}
          className="min-h-11 w-16 rounded-lg border border-neutral-300 text-center text-base font-semibold"
        />
        <button
          type="button"
          className={buttonClasses({ variant: 'outline' }, step)}
          onClick={() => onChange(clamp(value + 1))}
          disabled={disabled || value >= max}
          aria-label={t('customer_products.buy.more')}
        >
          +
        </button>
      </div>
    </div>
  );
}
