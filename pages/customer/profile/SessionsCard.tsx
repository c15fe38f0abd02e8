import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, relativeTime } from '../../../src/common/format/dates.js';
import { api, failureOf } from '../../../renderer/lib/api.js';
import { Badge } from '../../../renderer/ui/badge.js';
import { Button } from '../../../renderer/ui/button.js';
import { CardLoadFailed } from '../../../renderer/ui/load-failed.js';
import { Section } from '../../../renderer/ui/section.js';
import { SkeletonLines } from '../../../renderer/ui/skeleton.js';
import { toast } from '../../../renderer/ui/toast.js';
import { failureText } from './profile-api.js';

interface SessionRow {
  id: string | number;
  device: string | null;
  ip: string | null;
  city: string | null;
  country: string | null;
  last_activity: string | null;
  created_at: string;
  is_current: boolean;
}

/** Devices signed in to the account; any but this one can be signed out (spec 2 §4 "Sessions"). */
export function SessionsCard({ refreshKey }: { refreshKey: number }) {
  const { t, i18n } = useTranslation();
  const [rows, setRows] = useState<SessionRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<string | number | null>(null);

  const load = useCallback(() => {
    setError(null);
    api<{ data: SessionRow[] }>('/user/sessions')
      .then((res) => setRows(res.data ?? []))
      .catch((err) => setError(failureText(failureOf(err), t('profile_page.sessions.load_failed'), t)));
  }, [t]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `refreshKey` is the parent's reload trigger: a new value loads the sessions again
  useEffect(() => load(), [load, refreshKey]);

  async function revoke(id: string | number) {
    setRevoking(id);
    try {
      const res = await api<{ message?: string }>(`/user/sessions/${encodeURIComponent(String(id))}/revoke`, {
        method: 'POST',
      });
      setRows((list) => list?.filter((r) => r.id !== id) ?? null);
      toast.success(res.message || t('profile_page.sessions.revoked'));
    } catch (err) {
      toast.error(failureText(failureOf(err), t('profile_page.sessions.revoke_failed'), t));
    } finally {
      setRevoking(null);
    }
  }

  return (
    <Section title={t('profile_page.sessions.title')} testId="sessions-card">
      {error ? (
        <CardLoadFailed message={error} onRetry={load} />
      ) : rows === null ? (
        <SkeletonLines count={2} className="h-12 w-full" />
      ) : rows.length === 0 ? (
        <p className="text-sm text-neutral-600">{t('profile_page.sessions.empty')}</p>
      ) : (
        <ul className="divide-y divide-neutral-200">
          {rows.map((s) => {
            const place = [s.city, s.country].filter(Boolean).join(', ');
            const seen = s.last_activity ?? s.created_at;
            return (
              <li key={s.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0 text-sm">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-neutral-900">
                    {s.device || t('profile_page.sessions.unknown_device')}
                    {s.is_current && <Badge tone="brand">{t('profile_page.sessions.current')}</Badge>}
                  </p>
                  <p className="text-neutral-600">{[s.ip, place].filter(Boolean).join(' · ')}</p>
                  <p className="text-neutral-600" title={formatDateTime(seen, i18n.language)}>
                    {t('profile_page.sessions.last_activity', {
                      when: relativeTime(seen, new Date(), t, i18n.language),
                    })}
                  </p>
                </div>
                {!s.is_current && (
                  <Button
                    size="sm"
                    variant="outline"
                    loading={revoking === s.id}
                    disabled={revoking !== null}
                    onClick={() => void revoke(s.id)}
                    className="self-start sm:self-auto"
                  >
                    {t('profile_page.sessions.revoke')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
