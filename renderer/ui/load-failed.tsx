import { useTranslation } from 'react-i18next';
import { Button } from './button.js';

/** A load failure with its sentence and 'Réessayer', which loads again without leaving the page. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900" data-testid="load-error">
      <p className="font-semibold">{message}</p>
      {onRetry && (
        <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
          {t('ui.retry')}
        </Button>
      )}
    </div>
  );
}

/** The same inside a card: the sentence in red, then 'Réessayer'. */
export function CardLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="space-y-2 text-sm text-red-800">
      <p>{message}</p>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('ui.retry')}
      </Button>
    </div>
  );
}
