import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { api, failureOf } from '../lib/api.js';
import { Button } from '../ui/button.js';
import { WarningIcon } from '../ui/icons.js';
import { toast } from '../ui/toast.js';
import { isUnverified } from './session.js';

export type BannerAudience = 'customer' | 'merchant' | 'manager';

const TEXT_KEYS: Record<BannerAudience, string> = {
  customer: 'customer.unverified.text',
  merchant: 'merchant_shell.unverified.text',
  manager: 'admin_shell.unverified.text',
};

/** Spec 1 §4: shown until the e-mail is verified; the wording says what verification unlocks for this audience. */
export function UnverifiedBanner({ audience }: { audience: BannerAudience }) {
  const { t } = useTranslation();
  const { user } = usePageContext();
  const [sending, setSending] = useState(false);
  if (!user || !isUnverified(user)) return null;

  async function resend() {
    if (!user) return;
    setSending(true);
    try {
      await api('/auth/resend-verification', { body: { email: user.email } });
      toast.success(t('customer.unverified.sent'));
      // Spec 1 §8: a second, longer hint after the confirmation.
      toast.info(t('customer.unverified.sent_hint'), { duration: 8000 });
    } catch (err) {
      toast.error(failureOf(err).message || t('customer.unverified.send_failed'));
    } finally {
      setSending(false);
    }
  }

  return (
    <div role="status" className="border-b border-sun-400 bg-sun-50" data-testid="unverified-banner">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-start gap-2 text-sm text-sun-900">
          <WarningIcon size={18} className="mt-0.5 shrink-0" />
          <span>
            <strong className="font-semibold">{t('customer.unverified.title')}</strong> {t(TEXT_KEYS[audience])}
          </span>
        </p>
        <Button
          size="sm"
          variant="outline"
          loading={sending}
          onClick={() => void resend()}
          className="self-start sm:self-auto"
        >
          {t('customer.unverified.resend')}
        </Button>
      </div>
    </div>
  );
}
