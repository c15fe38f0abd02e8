import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, failureOf } from '../../../renderer/lib/api.js';
import { Button } from '../../../renderer/ui/button.js';
import { Card, CardBody } from '../../../renderer/ui/card.js';
import { Dialog } from '../../../renderer/ui/dialog.js';
import { toast } from '../../../renderer/ui/toast.js';
import { failureText } from './profile-api.js';

/** Spec 2 §2.2: a customer becomes an individual seller; shown only to pure customers (the page decides). */
export function BecomeSellerCard() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      const res = await api<{ message?: string }>('/user/become-seller', { body: { seller_type: 'individual' } });
      toast.success(res.message || t('profile_page.seller.done'));
      setOpen(false);
      // a full load: every page context (menus, client-side guards of the seller space) must see the new role
      setTimeout(() => window.location.reload(), 800);
    } catch (err) {
      toast.error(failureText(failureOf(err), t('profile_page.seller.failed'), t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="border-sun-400 bg-sun-50" data-testid="become-seller">
      <CardBody className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h3 className="font-semibold text-neutral-900">{t('profile_page.seller.title')}</h3>
          <p className="text-sm text-neutral-700">{t('profile_page.seller.text')}</p>
        </div>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('profile_page.seller.button')}
        </Button>
      </CardBody>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('profile_page.seller.confirm_title')}
        description={t('profile_page.seller.confirm_text')}
      >
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
            {t('profile_page.cancel')}
          </Button>
          <Button loading={busy} onClick={() => void confirm()}>
            {t('profile_page.seller.confirm')}
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
