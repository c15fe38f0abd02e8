import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminLinks, useCan } from '../../../renderer/admin/admin-pages.js';
import { Button, ButtonLink } from '../../../renderer/ui/button.js';
import { Card, CardBody } from '../../../renderer/ui/card.js';
import { Dialog } from '../../../renderer/ui/dialog.js';
import { Select, TextInput } from '../../../renderer/ui/field.js';
import { toast } from '../../../renderer/ui/toast.js';

const thisMonth = () => new Date().toISOString().slice(0, 7);

/** Downloads GET /api/admin/dashboard/report as a file, then says so (spec 3 §2 "générer un rapport", made real). */
function ReportDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState(thisMonth);
  const [format, setFormat] = useState<'csv' | 'pdf'>('csv');
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const res = await fetch(`/api/admin/dashboard/report?month=${encodeURIComponent(month)}&format=${format}`, {
        credentials: 'same-origin',
      });
      if (!res.ok) throw new Error(String(res.status));
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download = `rapport-mensuel-${month}.${format}`;
      document.body.append(a);
      a.click();
      a.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
      toast.success(t('admin_dashboard.quick.report_done'));
      setOpen(false);
    } catch {
      toast.error(t('admin_dashboard.quick.report_error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('admin_dashboard.quick.report')}
      trigger={
        <Button variant="primary" size="sm" data-testid="admin-report-open">
          {t('admin_dashboard.quick.report')}
        </Button>
      }
    >
      <TextInput
        name="month"
        type="month"
        label={t('admin_dashboard.quick.report_month')}
        value={month}
        max={thisMonth()}
        onChange={(e) => setMonth(e.target.value)}
        required
      />
      <Select
        name="format"
        label={t('admin_dashboard.quick.report_format')}
        value={format}
        onChange={(e) => setFormat(e.target.value as 'csv' | 'pdf')}
        options={[
          { value: 'csv', label: t('admin_dashboard.quick.csv') },
          { value: 'pdf', label: t('admin_dashboard.quick.pdf') },
        ]}
      />
      <Button
        onClick={() => void download()}
        loading={busy}
        disabled={!/^\d{4}-\d{2}$/.test(month)}
        data-testid="admin-report-download"
      >
        {t('admin_dashboard.quick.download')}
      </Button>
    </Dialog>
  );
}

/** Shortcuts to the screens this build has and the reader may open, and the monthly report (administrators', like its API). */
export function QuickActions() {
  const { t } = useTranslation();
  const canOpen = useAdminLinks();
  const admin = useCan()('dashboard.report');
  const links = [
    { href: canOpen('/admin/users') ? '/admin/users' : '/admin/customers', key: 'users' },
    { href: '/admin/products', key: 'products' },
    { href: '/admin/lotteries', key: 'lotteries' },
    { href: '/admin/orders', key: 'orders' },
  ].filter((l) => canOpen(l.href));
  if (!links.length && !admin) return null;
  return (
    <Card data-testid="admin-quick-actions">
      <CardBody>
        <h2 className="font-semibold text-neutral-900">{t('admin_dashboard.quick.title')}</h2>
        <div className="mt-3 flex flex-wrap gap-2">
          {links.map((l) => (
            <ButtonLink key={l.key} href={l.href} variant="outline" size="sm">
              {t(`admin_dashboard.quick.${l.key}`)}
            </ButtonLink>
          ))}
          {admin && <ReportDialog />}
        </div>
      </CardBody>
    </Card>
  );
}
