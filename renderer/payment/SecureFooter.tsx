import { useTranslation } from 'react-i18next';
import { LockIcon } from '../ui/icons.js';

export function SecureFooter() {
  const { t } = useTranslation();
  return (
    <p className="flex items-center justify-center gap-1.5 text-center text-xs text-neutral-600">
      <LockIcon size={14} />
      {t('payment.secure_footer')}
    </p>
  );
}
