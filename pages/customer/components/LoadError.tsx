import { useTranslation } from 'react-i18next';
import { reload } from 'vike/client/router';
import { Button } from '../../../renderer/ui/button.js';

/** Spec 2 §8: "Erreur de chargement" with "Réessayer", which loads the page's data again. */
export function LoadError() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900" data-testid="load-error">
      <p className="font-semibold">{t('customer_dashboard.load_error')}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={() => void reload()}>{t('ui.retry')}</Button>
    </div>
  );
}
