import { useTranslation } from 'react-i18next';
import { cn } from './cn.js';

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;
export type SpinnerSize = keyof typeof sizes;

/** The bare rotating ring, hidden from screen readers: the surrounding control says it is busy. */
export function SpinnerIcon({ size = 'sm', className }: { size?: SpinnerSize; className?: string }) {
  return (
    <svg
      className={cn('animate-spin', sizes[size], className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

/** A standalone loading indicator announced politely as "Chargement…" (or `label`). */
export function Spinner({ size = 'md', label, className }: { size?: SpinnerSize; label?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <span role="status" className={cn('inline-flex items-center justify-center text-brand-700', className)}>
      <SpinnerIcon size={size} />
      <span className="sr-only">{label ?? t('ui.loading')}</span>
    </span>
  );
}
