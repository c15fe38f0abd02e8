import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../src/common/format/dates.js';
import { cn } from './cn.js';

export type StepState = 'done' | 'current' | 'upcoming' | 'stopped';

export interface TimelineStep {
  key: string;
  state: StepState;
  /** ISO date the step was reached, if it was */
  at: string | null;
  /** Text already translated (e.g. by the API), instead of `${labels}.${key}` */
  label?: string;
}

const dot: Record<StepState, string> = {
  done: 'bg-brand-700 border-brand-700',
  current: 'bg-white border-brand-700 ring-4 ring-brand-100',
  upcoming: 'bg-white border-neutral-300',
  stopped: 'bg-red-700 border-red-700',
};

/** A vertical list of steps with their dates; each step's label is its `label` or `${labels}.${key}` (keys may repeat); `className` replaces the default spacing. */
export function StepTimeline({
  steps,
  labels,
  className,
  ...rest
}: {
  steps: TimelineStep[];
  labels: string;
  className?: string;
  'data-testid'?: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ol className={cn('relative', className ?? 'space-y-4')} {...rest}>
      {steps.map((s, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: step keys may repeat (see above) and steps never move
        <li key={`${s.key}-${i}`} className="relative flex gap-3" data-step={s.key} data-state={s.state}>
          {i < steps.length - 1 && (
            <span aria-hidden="true" className="absolute top-5 left-[7px] h-full w-0.5 bg-neutral-200" />
          )}
          <span
            aria-hidden="true"
            className={cn('relative mt-1 size-4 shrink-0 rounded-full border-2', dot[s.state])}
          />
          <div>
            <p
              className={cn(
                'text-sm font-medium',
                s.state === 'upcoming'
                  ? 'text-neutral-500'
                  : s.state === 'stopped'
                    ? 'text-red-800'
                    : 'text-neutral-900',
              )}
            >
              {s.label ?? t(`${labels}.${s.key}`)}
            </p>
            {s.at && <p className="text-xs text-neutral-600">{formatDateTime(s.at, i18n.language)}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
