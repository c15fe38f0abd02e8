import { useTranslation } from 'react-i18next';
import { cn } from '../../../renderer/ui/cn.js';

/** Spec 2 §9: red at 30 s or less. */
const URGENT_SECONDS = 30;

export function CountdownBar({ remaining, total }: { remaining: number; total: number }) {
  const { t } = useTranslation();
  const urgent = remaining <= URGENT_SECONDS;
  const pct = total > 0 ? Math.min(100, Math.max(0, (remaining / total) * 100)) : 0;
  return (
    <div className="space-y-1" data-testid="countdown" data-remaining={remaining} data-urgent={urgent || undefined}>
      <div className="flex items-baseline justify-between text-sm">
        <span id="countdown-label" className="text-neutral-700">
          {t('payment.confirmation.countdown')}
        </span>
        <span className={cn('font-mono font-semibold tabular-nums', urgent ? 'text-red-700' : 'text-neutral-900')}>
          {t('payment.confirmation.countdown_value', { seconds: remaining })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="countdown-label"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={remaining}
        className="h-2.5 w-full overflow-hidden rounded-full bg-neutral-200"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width] duration-1000 ease-linear',
            urgent ? 'bg-red-600' : 'bg-brand-600',
          )}
          style={{ width: `${pct}%` }}
        />
      </div>
    </div>
  );
}
