import { useTranslation } from 'react-i18next';
import { cn } from '../../../../renderer/ui/cn.js';

const MODES = ['direct', 'lottery'] as const;

/** Direct sale or raffle, as two large radio cards (the mode cannot change once the product exists). */
export function SaleModeChoice({
  value,
  disabled,
  onChange,
}: {
  value: 'direct' | 'lottery';
  disabled: boolean;
  onChange: (mode: 'direct' | 'lottery') => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="radiogroup"
      aria-label={t('merchant.form.mode_title')}
      className="grid gap-3 sm:grid-cols-2"
      data-testid="sale-mode"
    >
      {MODES.map((m) => (
        <label
          key={m}
          className={cn(
            'flex cursor-pointer gap-3 rounded-xl border p-3',
            value === m ? 'border-brand-600 bg-brand-50' : 'border-neutral-300 bg-white',
            disabled && 'cursor-not-allowed opacity-70',
          )}
        >
          <input
            type="radio"
            name="sale_mode"
            value={m}
            checked={value === m}
            disabled={disabled}
            onChange={() => onChange(m)}
            className="mt-1 size-5 accent-brand-700"
          />
          <span>
            <span className="block font-semibold text-neutral-900">{t(`merchant.sale_mode.${m}`)}</span>
            <span className="block text-sm text-neutral-600">{t(`merchant.form.mode_${m}_hint`)}</span>
          </span>
        </label>
      ))}
    </div>
  );
}
