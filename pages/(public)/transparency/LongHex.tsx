import { useTranslation } from 'react-i18next';
import { shortHex } from './register-query.js';

/**
 * A hash or seed shortened to its ends, the whole value in the tooltip and behind a <details> toggle
 * (which opens without JavaScript), so it can be copied on a phone too.
 */
export function LongHex({ value, testId }: { value: string; testId?: string }) {
  const { t } = useTranslation();
  const short = shortHex(value);
  if (short === value)
    return (
      <span className="font-mono text-xs break-all" data-testid={testId} data-value={value}>
        {value}
      </span>
    );
  return (
    <details className="group min-w-0" data-testid={testId} data-value={value}>
      <summary className="cursor-pointer list-none font-mono text-xs text-neutral-900 [&::-webkit-details-marker]:hidden">
        <span title={value}>{short}</span>{' '}
        <span className="font-sans text-xs font-semibold text-brand-700 underline group-open:hidden">
          {t('transparency.show_full')}
        </span>
        <span className="hidden font-sans text-xs font-semibold text-brand-700 underline group-open:inline">
          {t('transparency.hide_full')}
        </span>
      </summary>
      <p className="mt-1 rounded-md bg-neutral-50 p-2 font-mono text-xs break-all text-neutral-900 select-all">
        {value}
      </p>
    </details>
  );
}
