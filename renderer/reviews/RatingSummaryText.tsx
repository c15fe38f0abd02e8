import { useTranslation } from 'react-i18next';
import type { RatingSummary } from '../../src/contracts/reviews.js';
import { formatRating, Stars } from './Stars.js';

/** Stars and "4,5 sur 5 (12 avis)"; the sentence is the accessible text, the stars only draw it. */
export function RatingSummaryText({
  summary,
  kind = 'section',
  testId,
}: {
  summary: RatingSummary;
  /** `seller`: "Vendeur noté 4,5 sur 5 (12 avis)" */
  kind?: 'section' | 'seller';
  testId?: string;
}) {
  const { t, i18n } = useTranslation();
  if (summary.average === null || !summary.count) {
    return kind === 'seller' ? (
      <p className="text-sm text-neutral-600" data-testid={testId}>
        {t('reviews.section.seller_none')}
      </p>
    ) : null;
  }
  const text = t(kind === 'seller' ? 'reviews.section.seller' : 'reviews.section.summary', {
    average: formatRating(summary.average, i18n.language),
    count: summary.count,
  });
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-neutral-800" data-testid={testId}>
      <Stars rating={summary.average} size={kind === 'seller' ? 14 : 20} label="" />
      <span>{text}</span>
    </p>
  );
}
