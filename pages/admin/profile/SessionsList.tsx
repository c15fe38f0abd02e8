import { useTranslation } from 'react-i18next';
import type { AdminSessionDto } from '../../../src/contracts/admin-profile.js';
import { formatDateTime, relativeTime } from '../../../src/common/format/dates.js';
import { api } from '../../../renderer/lib/api.js';
import { Badge } from '../../../renderer/ui/badge.js';
import { Button } from '../../../renderer/ui/button.js';
import { ConfirmAction } from '../../../renderer/ui/ConfirmDialog.js';

/**
 * Signs out one session (`sessionId`) or all the others (`others`, how many), asked first; the
 * server's answer as a toast.
 */
function TerminateAction({
  sessionId,
  others = 0,
  onDone,
}: {
  sessionId?: string;
  others?: number;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const one = sessionId !== undefined;
  const label = t(one ? 'admin_profile.sessions.terminate' : 'admin_profile.sessions.terminate_all');
  return (
    <ConfirmAction
      run={() =>
        one
          ? api<{ message?: string }>('/admin/profile/sessions/terminate', { body: { session_id: sessionId } })
          : api<{ message?: string }>('/admin/profile/sessions/terminate-all', { method: 'POST' })
      }
      successMessage={
        one
          ? t('admin_profile.messages.session_terminated')
          : t('admin_profile.messages.sessions_terminated', { count: others })
      }
      errorMessage={t('admin_profile.errors.session')}
      onDone={onDone}
      title={label}
      message={t(one ? 'admin_profile.sessions.confirm_one' : 'admin_profile.sessions.confirm_all')}
      confirmLabel={label}
      variant="danger"
      trigger={
        <Button
          size="sm"
          variant="outline"
          className={one ? 'self-start sm:self-auto' : undefined}
          data-testid={one ? undefined : 'terminate-all'}
        >
          {label}
        </Button>
      }
    />
  );
}

/** Spec 3 §2/§4/§5: active sessions; one, or all the others at once, signed out after a confirmation. */
export function SessionsList({ sessions, onChanged }: { sessions: AdminSessionDto[]; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const others = sessions.filter((s) => !s.current).length;
  return (
    <div className="space-y-3" data-testid="admin-sessions">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-neutral-900">{t('admin_profile.sessions.title')}</h3>
        {others > 0 && <TerminateAction others={others} onDone={onChanged} />}
      </div>
      {sessions.length === 0 ? (
        <p className="text-sm text-neutral-600">{t('admin_profile.sessions.empty')}</p>
      ) : (
        <ul className="divide-y divide-neutral-200">
          {sessions.map((s) => (
            <li
              key={s.id}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
              data-testid="admin-session"
            >
              <div className="min-w-0 text-sm">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-neutral-900">
                  {s.device}
                  {s.current && <Badge tone="brand">{t('admin_profile.sessions.current')}</Badge>}
                </p>
                <p className="text-neutral-600">{[s.ip, s.location].filter(Boolean).join(' · ')}</p>
                <p className="text-neutral-600" title={formatDateTime(s.last_activity, i18n.language)}>
                  {t('admin_profile.sessions.last_activity', {
                    when: relativeTime(s.last_activity, new Date(), t, i18n.language),
                  })}
                </p>
              </div>
              {!s.current && <TerminateAction sessionId={s.id} onDone={onChanged} />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
