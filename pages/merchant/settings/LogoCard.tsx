import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MERCHANT_LIMITS, type MerchantProfileView } from '../../../src/contracts/merchant.js';
import { failureOf } from '../../../renderer/lib/api.js';
import { uploadWithProgress } from '../../../renderer/merchant/upload.js';
import { buttonClasses } from '../../../renderer/ui/button.js';
import { Card, CardBody, CardHeader } from '../../../renderer/ui/card.js';
import { Progress } from '../../../renderer/ui/progress.js';
import { toast } from '../../../renderer/ui/toast.js';
import type { One } from '../components/merchant-api.js';

/** The shop's logo, sent as soon as it is picked (multipart field `logo`), with its progress. */
export function LogoCard({ profile }: { profile: MerchantProfileView }) {
  const { t } = useTranslation();
  const [logo, setLogo] = useState(profile.logo_url);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string>();

  async function pick(file: File) {
    if (!MERCHANT_LIMITS.imageTypes.includes(file.type)) return setError(t('merchant.errors.image_type'));
    if (file.size > MERCHANT_LIMITS.maxLogoBytes) return setError(t('merchant.errors.logo_too_large'));
    setError(undefined);
    setProgress(0);
    const form = new FormData();
    form.append('logo', file, file.name);
    try {
      const res = await uploadWithProgress<One<MerchantProfileView>>('/merchant/settings/logo', form, setProgress);
      setLogo(res.data.logo_url);
      toast.success(res.message || t('merchant.settings.logo_saved'));
    } catch (err) {
      const failure = failureOf(err);
      setError(failure.errors?.logo?.[0] ?? (failure.message || t('merchant.settings.logo_failed')));
    } finally {
      setProgress(null);
    }
  }

  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold">{t('merchant.settings.logo')}</h2>
      </CardHeader>
      <CardBody className="flex flex-wrap items-center gap-4">
        {logo ? (
          <img
            src={logo}
            alt={t('merchant.settings.logo_alt', { name: profile.display_name })}
            className="size-20 rounded-xl border border-neutral-200 object-cover"
            data-testid="logo"
          />
        ) : (
          <span
            className="flex size-20 items-center justify-center rounded-xl bg-brand-100 text-2xl font-bold text-brand-800"
            aria-hidden="true"
          >
            {profile.display_name.charAt(0).toUpperCase()}
          </span>
        )}
        <div className="flex-1 space-y-2">
          <label
            className={buttonClasses(
              { variant: 'secondary', size: 'sm' },
              progress !== null ? 'pointer-events-none opacity-60' : 'cursor-pointer',
            )}
          >
            {t(logo ? 'merchant.settings.logo_change' : 'merchant.settings.logo_add')}
            <input
              type="file"
              name="logo"
              accept={MERCHANT_LIMITS.imageTypes.join(',')}
              className="sr-only"
              disabled={progress !== null}
              data-testid="logo-input"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void pick(file);
              }}
            />
          </label>
          <p className="text-sm text-neutral-600">{t('merchant.settings.logo_hint')}</p>
          {progress !== null && (
            <Progress value={progress} label={t('merchant.images.uploading')} className="max-w-xs" />
          )}
          {error && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
        </div>
      </CardBody>
    </Card>
  );
}
