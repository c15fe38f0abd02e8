import { useTranslation } from 'react-i18next';
import { cn } from '../ui/cn.js';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** One star shape, filled `fill` (0–1) from the left. */
function StarShape({ fill, size }: { fill: number; size: number }) {
  const pct = Math.round(Math.max(0, Math.min(1, fill)) * 100);
  return (
    <span className="relative inline-block" style={{ width: size, height: size }} aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        className="absolute inset-0 text-neutral-300"
        aria-hidden="true"
      >
        <path d={STAR} fill="currentColor" />
      </svg>
      <span className="absolute inset-0 overflow-hidden" style={{ width: `${pct}%` }}>
        <svg viewBox="0 0 24 24" width={size} height={size} className="text-sun-600" aria-hidden="true">
          <path d={STAR} fill="currentColor" />
        </svg>
      </span>
    </span>
  );
}

/** A rating 1–5 as stars, drawn for the eye and said as text ("4,5 sur 5") for screen readers. */
export function Stars({
  rating,
  size = 16,
  label,
  className,
}: {
  rating: number;
  size?: number;
  /** what a screen reader says instead of the stars (default "x sur 5"; '' when the text beside says it) */
  label?: string;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const text = label ?? t('reviews.section.stars', { rating: formatRating(rating, i18n.language) });
  return (
    <span
      className={cn('inline-flex items-center gap-0.5', className)}
      {...(text ? { role: 'img', 'aria-label': text } : { 'aria-hidden': true })}
    >
      {[0, 1, 2, 3, 4].map((i) => (
        <StarShape key={i} fill={rating - i} size={size} />
      ))}
    </span>
  );
}

/** "4,5" in French, "4.5" in English: one decimal at most. */
export function formatRating(value: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { maximumFractionDigits: 1 }).format(value);
}
