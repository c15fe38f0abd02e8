import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../ui/cn.js';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/**
 * A 1–5 star choice built on native radio buttons: Tab reaches the group, the arrow keys move the
 * rating, each star is labelled "3 étoiles sur 5"; the stars are only the buttons' drawing.
 */
export function StarRatingInput({
  value,
  onChange,
  error,
  name = 'rating',
}: {
  value: number;
  onChange: (rating: number) => void;
  error?: string;
  name?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-neutral-800">{t('reviews.form.rating')}</legend>
      <div className="flex items-center gap-1" data-testid="star-rating">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
          >
            <input
              type="radio"
              name={`${name}-${id}`}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
              data-testid={`star-${n}`}
            />
            <span className="sr-only">{t('reviews.form.star', { count: n })}</span>
            <svg
              viewBox="0 0 24 24"
              width={32}
              height={32}
              aria-hidden="true"
              className={cn(n <= value ? 'text-sun-600' : 'text-neutral-300')}
            >
              <path d={STAR} fill="currentColor" />
            </svg>
          </label>
        ))}
        {value > 0 && (
          <span className="ml-2 text-sm text-neutral-700" aria-hidden="true">
            {value}/5
          </span>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
