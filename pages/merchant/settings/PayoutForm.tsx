import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { payoutSchema, type MerchantProfileView } from '../../../src/contracts/merchant.js';
import { gabonOperator, normalizePhone } from '../../../src/contracts/phone.js';
import { api, failureOf } from '../../../renderer/lib/api.js';
import { Badge } from '../../../renderer/ui/badge.js';
import { SubmitButton } from '../../../renderer/ui/button.js';
import { Card, CardBody, CardHeader } from '../../../renderer/ui/card.js';
import { TextInput } from '../../../renderer/ui/field.js';
import { toast } from '../../../renderer/ui/toast.js';
import type { One } from '../components/merchant-api.js';
import { nationalPhone } from '../../../renderer/lib/national-phone.js';

const national = (e164: string | null) => (e164 ? nationalPhone(e164) : '');

/** The Airtel or Moov number the seller's money is paid to; the operator shows as the number is typed. */
export function PayoutForm({ profile }: { profile: MerchantProfileView }) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState(national(profile.payout_phone));
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const e164 = normalizePhone(phone);
  const operator = e164 ? gabonOperator(e164) : null;
  const check = (v: string) => {
    const parsed = payoutSchema.safeParse({ payout_phone: v });
    return parsed.success ? undefined : parsed.error.issues[0]?.message;
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = check(phone);
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      const res = await api<One<MerchantProfileView>>('/merchant/settings/payout', {
        method: 'PUT',
        body: { payout_phone: phone },
      });
      setPhone(national(res.data.payout_phone));
      toast.success(res.message || t('merchant.settings.payout_saved'));
    } catch (err) {
      const failure = failureOf(err);
      setError(failure.errors?.payout_phone?.[0] ?? failure.message);
      toast.error(failure.message || t('merchant.settings.save_failed'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold">{t('merchant.settings.payout_title')}</h2>
        <p className="text-sm text-neutral-600">{t('merchant.settings.payout_intro')}</p>
      </CardHeader>
      <CardBody>
        <form method="post" onSubmit={(e) => void submit(e)} noValidate className="space-y-3" data-testid="payout-form">
          <TextInput
            name="payout_phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            label={t('merchant.settings.payout_phone')}
            placeholder="074 01 02 03"
            hint={t('merchant.settings.payout_hint')}
            required
            value={phone}
            error={error ? t(error) : undefined}
            onChange={(e) => {
              setPhone(e.target.value);
              if (error) setError(check(e.target.value));
            }}
            onBlur={() => phone && setError(check(phone))}
            fieldClassName="max-w-sm"
          />
          <p className="min-h-6 text-sm" aria-live="polite" data-testid="payout-operator">
            {operator && (
              <Badge tone={operator === 'airtel' ? 'danger' : 'ocean'}>
                {t(`merchant.settings.operator.${operator}`)}
              </Badge>
            )}
          </p>
          <SubmitButton loading={saving}>{t('merchant.settings.payout_save')}</SubmitButton>
        </form>
      </CardBody>
    </Card>
  );
}
