import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BUYER_PROTECTION,
  selfExclusionSchema,
  spendingLimitSchema,
  type SpendingLimitsDto,
} from '../../../src/contracts/buyer-protection.js';
import { formatDate } from '../../../src/common/format/dates.js';
import { formatFCFA } from '../../../src/common/format/money.js';
import { api, failureOf } from '../../../renderer/lib/api.js';
import { Button, SubmitButton } from '../../../renderer/ui/button.js';
import { ConfirmDialog } from '../../../renderer/ui/ConfirmDialog.js';
import { Select, TextInput } from '../../../renderer/ui/field.js';
import { CardLoadFailed } from '../../../renderer/ui/load-failed.js';
import { Progress } from '../../../renderer/ui/progress.js';
import { Section } from '../../../renderer/ui/section.js';
import { SkeletonLines } from '../../../renderer/ui/skeleton.js';
import { toast } from '../../../renderer/ui/toast.js';
import { failureText } from './profile-api.js';

type Answer = { message?: string; data: SpendingLimitsDto };

/**
 * "Jeu responsable" (README "Buyer protection"): this month's ticket spending against the cap, the
 * buyer's own lower cap (a raise waits 72 hours), self-exclusion from raffles (confirmed, never shortened)
 * and, for a social account, the 18+ confirmation its first ticket needs.
 */
export function ResponsibleGamingTab({ initial }: { initial: SpendingLimitsDto | null }) {
  const { t, i18n } = useTranslation();
  // first shown from the server's reading (the page's +data); read here only when that failed
  const [view, setView] = useState<SpendingLimitsDto | null>(initial);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [cap, setCap] = useState(initial ? String(initial.personal_cap ?? initial.effective_cap ?? '') : '');
  const [capError, setCapError] = useState<string | undefined>();
  const [months, setMonths] = useState<string>('1');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'cap' | 'exclude' | 'adult' | null>(null);

  const show = useCallback((v: SpendingLimitsDto) => {
    setView(v);
    setCap(String(v.personal_cap ?? v.effective_cap ?? ''));
  }, []);
  const load = useCallback(() => {
    setLoadError(null);
    api<{ data: SpendingLimitsDto }>('/user/spending-limits')
      .then(({ data }) => show(data))
      .catch((err) => setLoadError(failureText(failureOf(err), t('buyer_protection.load_failed'), t)));
  }, [show, t]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, and only without the server's reading
  useEffect(() => {
    if (!initial) load();
  }, []);

  async function send(kind: 'cap' | 'exclude' | 'adult', run: () => Promise<Answer>) {
    setBusy(kind);
    try {
      const res = await run();
      show(res.data);
      if (res.message) toast.success(res.message);
      return true;
    } catch (err) {
      const f = failureOf(err);
      if (kind === 'cap' && f.errors?.monthly_cap?.[0]) setCapError(f.errors.monthly_cap[0]);
      toast.error(failureText(f, t('buyer_protection.save_failed'), t));
      return false;
    } finally {
      setBusy(null);
    }
  }

  const saveCap = (e: FormEvent) => {
    e.preventDefault();
    const parsed = spendingLimitSchema.safeParse({ monthly_cap: cap.replace(/\s/g, '') });
    if (!parsed.success)
      return setCapError(t(parsed.error.issues[0]?.message ?? 'buyer_protection.errors.cap_invalid'));
    if (view && view.platform_cap > 0 && parsed.data.monthly_cap > view.platform_cap)
      return setCapError(t('buyer_protection.errors.cap_above_platform'));
    setCapError(undefined);
    void send('cap', () => api<Answer>('/user/spending-limits', { method: 'PUT', body: parsed.data }));
  };
  const exclude = async () => {
    const body = selfExclusionSchema.parse({ months });
    if (await send('exclude', () => api<Answer>('/user/self-exclusion', { body }))) setConfirming(false);
  };

  if (loadError) return <CardLoadFailed message={loadError} onRetry={load} />;
  if (!view) return <SkeletonLines count={6} className="h-4" />;

  const date = (iso: string) => formatDate(iso, i18n.language);
  const until = new Date();
  until.setMonth(until.getMonth() + Number(months));

  return (
    <div className="space-y-4" data-testid="responsible-gaming">
      <p className="text-sm text-neutral-700">{t('buyer_protection.intro')}</p>

      {!view.adult_confirmed && (
        <Section title={t('buyer_protection.adult_title')} testId="adult-confirmation">
          <p className="mb-3 text-sm text-neutral-700">{t('buyer_protection.adult_text')}</p>
          <Button
            loading={busy === 'adult'}
            onClick={() =>
              void send('adult', () => api<Answer>('/user/adult-confirmation', { method: 'POST', body: {} }))
            }
          >
            {t('buyer_protection.adult_action')}
          </Button>
        </Section>
      )}

      <Section title={t('buyer_protection.spent_label')} testId="spending-progress">
        {view.effective_cap === null ? (
          <p className="text-sm text-neutral-700">
            {t('buyer_protection.no_cap', { spent: formatFCFA(view.spent_this_month) })}
          </p>
        ) : (
          <div className="space-y-2">
            <Progress
              value={view.spent_this_month}
              max={view.effective_cap}
              label={t('buyer_protection.spent_of', {
                spent: formatFCFA(view.spent_this_month),
                cap: formatFCFA(view.effective_cap),
              })}
            />
            <p className="text-sm text-neutral-700" data-testid="spending-remaining">
              {t('buyer_protection.remaining', { left: formatFCFA(view.remaining ?? 0) })}
            </p>
          </div>
        )}
      </Section>

      <Section title={t('buyer_protection.cap_title')} testId="spending-cap">
        <form onSubmit={saveCap} noValidate className="space-y-3">
          <TextInput
            name="monthly_cap"
            label={t('buyer_protection.cap_field')}
            inputMode="numeric"
            value={cap}
            onChange={(e) => setCap(e.target.value)}
            error={capError ? t(capError) : undefined}
            hint={
              view.platform_cap > 0
                ? t('buyer_protection.cap_hint', { max: formatFCFA(view.platform_cap) })
                : t('buyer_protection.cap_hint_unlimited')
            }
          />
          {view.pending_cap !== null && view.pending_from && (
            <p className="text-sm text-amber-800" data-testid="pending-cap">
              {t('buyer_protection.pending', { cap: formatFCFA(view.pending_cap), date: date(view.pending_from) })}
            </p>
          )}
          <SubmitButton loading={busy === 'cap'}>{t('buyer_protection.cap_submit')}</SubmitButton>
        </form>
      </Section>

      <Section title={t('buyer_protection.exclusion_title')} testId="self-exclusion">
        <div className="space-y-3">
          {view.excluded_until && (
            <p
              role="status"
              className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
              data-testid="excluded-until"
            >
              {t('buyer_protection.excluded_active', { date: date(view.excluded_until) })}
            </p>
          )}
          <p className="text-sm text-neutral-700">{t('buyer_protection.exclusion_text')}</p>
          <Select
            name="months"
            label={t('buyer_protection.months_label')}
            value={months}
            onChange={(e) => setMonths(e.target.value)}
            options={BUYER_PROTECTION.exclusionMonths.map((m) => ({
              value: String(m),
              label: t(`buyer_protection.months_${m}`),
            }))}
          />
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t('buyer_protection.confirm_title')}
            message={t('buyer_protection.confirm_text', { date: formatDate(until, i18n.language) })}
            confirmLabel={t('buyer_protection.confirm_action')}
            variant="danger"
            busy={busy === 'exclude'}
            onConfirm={() => void exclude()}
            testId="self-exclusion-confirm"
            trigger={
              <Button variant="danger" data-testid="self-exclusion-open">
                {view.excluded_until ? t('buyer_protection.extend_submit') : t('buyer_protection.exclude_submit')}
              </Button>
            }
          />
        </div>
      </Section>
    </div>
  );
}
