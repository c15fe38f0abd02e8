import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn.js';

export interface ProgressProps {
  value: number;
  max?: number;
  label?: ReactNode;
  /** Show the percentage next to the label. */
  showPercentage?: boolean;
  className?: string;
}

/** Share of `max` as a whole percent, rounded down so a bar never reads 100 % before it is complete. */
export function progressPercent(value: number, max: number): number {
  if (!(max > 0) || !(value > 0)) return 0;
  return value >= max ? 100 : Math.floor((value / max) * 100);
}

export function Progress({ value, max = 100, label, showPercentage = true, className }: ProgressProps) {
  const { i18n } = useTranslation();
  const labelId = useId();
  const pct = progressPercent(value, max);
  const pctText = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 }).format(
    pct / 100,
  );
  const clamped = Math.min(Math.max(value, 0), max);
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      {(label || showPercentage) && (
        <div className="flex items-baseline justify-between gap-2 text-sm">
          {label && (
            <span id={labelId} className="text-neutral-700">
              {label}
            </span>
          )}
          {showPercentage && <span className="ml-auto font-semibold text-neutral-900">{pctText}</span>}
        </div>
      )}
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={clamped}
        aria-valuetext={pctText}
        aria-labelledby={label ? labelId : undefined}
        className="h-2.5 w-full overflow-hidden rounded-full bg-neutral-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-300"
          style={{ width: `${pct}%` }}
        />
      </div>
    </div>
  );
}
