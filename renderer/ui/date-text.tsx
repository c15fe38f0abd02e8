import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, type DateInput } from '../../src/common/format/dates.js';
import { useHydrated } from '../lib/use-hydrated.js';
import { useRelativeTime } from '../lib/relative-time.js';

export interface DateTextProps {
  value: DateInput | null | undefined;
  /** "il y a 5 min" once the page runs in the browser (the exact date stays as a tooltip). */
  relative?: boolean;
  /** Day only ("22/11/2026") instead of day and time ("22/11/2026 14:05"). */
  dateOnly?: boolean;
  /** Shown when there is no date. */
  fallback?: string;
  className?: string;
}

/**
 * A date in Gabon's time zone, fr-FR day/month/year hour:minute (spec 3 §9). Relative texts depend on
 * the clock, so the server's HTML holds the exact date and the browser switches after hydration.
 */
export function DateText({ value, relative = false, dateOnly = false, fallback = '—', className }: DateTextProps) {
  const { i18n } = useTranslation();
  const hydrated = useHydrated();
  const ago = useRelativeTime();
  if (value === null || value === undefined || value === '') return <span className={className}>{fallback}</span>;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return <span className={className}>{fallback}</span>;
  const exact = dateOnly ? formatDate(date, i18n.language) : formatDateTime(date, i18n.language);
  return (
    <time dateTime={date.toISOString()} title={relative ? exact : undefined} className={className}>
      {relative && hydrated ? ago(date) : exact}
    </time>
  );
}
