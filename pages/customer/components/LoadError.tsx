import { useTranslation } from 'react-i18next';
import { reload } from 'vike/client/router';
import { LoadFailed } from '../../../renderer/ui/load-failed.js';

/** Spec 2 §8: "Erreur de chargement" with "Réessayer", which loads the page's data again. */
export function LoadError() {
  const { t } = useTranslation();
  return <LoadFailed message={t('customer_dashboard.load_error')} onRetry={() => void reload()} />;
}
