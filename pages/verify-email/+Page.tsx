import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { reload } from 'vike/client/router';
import { AuthCard, StandaloneShell } from '../../renderer/auth/AuthCard.js';
import { api, failureOf } from '../../renderer/lib/api.js';
import { takeFragment } from '../../renderer/lib/fragment.js';
import { useHydrated } from '../../renderer/lib/use-hydrated.js';
import { ButtonLink, SubmitButton } from '../../renderer/ui/button.js';
import { CheckCircleIcon, ErrorIcon, InfoIcon } from '../../renderer/ui/icons.js';
import { PostedFormFields, usePostedForm } from '../../renderer/ui/server-form.js';
import { Spinner } from '../../renderer/ui/spinner.js';

type State =
  | { status: 'loading' }
  | { status: 'verified'; already: boolean; message: string }
  | { status: 'failed'; message: string };

export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const { urlParsed, user } = usePageContext();
  // Links carry the token in the fragment (#token=…); links sent before that, in the query.
  const legacyToken = urlParsed.search.token;
  // Without JavaScript a legacy link's token is posted by a button; the server then redirects here with
  // the outcome in the query (`verified`), or shows this page again with its refusal.
  const posted = usePostedForm('verify-email');
  const verified = urlParsed.search.verified;
  const [state, setState] = useState<State>(() =>
    verified
      ? { status: 'verified', already: verified === 'already', message: '' }
      : posted?.message
        ? { status: 'failed', message: t(posted.message) }
        : { status: 'loading' },
  );
  const hydrated = useHydrated();
  // A link can be used once: never call twice for one page view (React may run effects twice in development).
  const started = useRef(false);

  useEffect(() => {
    if (started.current || verified || posted) return;
    started.current = true;
    // read once, then out of the address bar and the history: the link works only once anyway
    const token = takeFragment('token') ?? legacyToken;
    if (legacyToken) window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!token) {
      setState({ status: 'failed', message: t('verify.missing_token') });
      return;
    }
    api<{ success: boolean; message?: string; already_verified?: boolean }>('/auth/verify-email', { body: { token } })
      .then((res) => {
        setState({ status: 'verified', already: !!res.already_verified, message: res.message ?? '' });
        // A signed-in user's banner and badges must drop the "unverified" state at once (spec 1 §2.8).
        if (user) void reload();
      })
      .catch((err) => {
        const failure = failureOf(err);
        setState({
          status: 'failed',
          message: failure.status === 0 ? t('verify.network') : failure.message || t('verify.failed_default'),
        });
      });
  }, [legacyToken, posted, t, user, verified]);

  return (
    <StandaloneShell>
      <AuthCard
        testId="verify-page"
        title={t(`verify.title_${state.status === 'verified' && state.already ? 'already' : state.status}`)}
      >
        <div className="space-y-5" aria-live="polite">
          {state.status === 'loading' && legacyToken && !hydrated && (
            <form method="post" className="space-y-3" data-testid="verify-form">
              <PostedFormFields form="verify-email" />
              <input type="hidden" name="token" value={legacyToken} />
              <p className="text-neutral-700">{t('verify.confirm_text')}</p>
              <SubmitButton posts>{t('verify.confirm')}</SubmitButton>
            </form>
          )}
          {state.status === 'loading' && (hydrated || !legacyToken) && (
            <div className="flex items-center gap-3 text-neutral-700">
              <Spinner />
              <p>{t('verify.loading')}</p>
            </div>
          )}
          {state.status === 'verified' && (
            <>
              <p className="flex items-start gap-2 text-neutral-800" data-testid="verify-success">
                <CheckCircleIcon className="mt-0.5 shrink-0 text-brand-700" />
                {state.message || t(state.already ? 'verify.already_text' : 'verify.success_text')}
              </p>
              <div className="flex flex-col gap-2 sm:flex-row">
                <ButtonLink href={user?.default_landing ?? '/login'}>{t('verify.go_account')}</ButtonLink>
                <ButtonLink href="/" variant="outline">
                  {t('verify.go_home')}
                </ButtonLink>
              </div>
            </>
          )}
          {state.status === 'failed' && (
            <>
              <p className="flex items-start gap-2 text-neutral-800" data-testid="verify-failure">
                <ErrorIcon className="mt-0.5 shrink-0 text-red-700" />
                {state.message}
              </p>
              <div className="flex flex-col gap-2 sm:flex-row">
                <ButtonLink href="/register">{t('verify.create_account')}</ButtonLink>
                <ButtonLink href="/login" variant="outline">
                  {t('verify.sign_in')}
                </ButtonLink>
              </div>
            </>
          )}
          <aside className="rounded-lg bg-ocean-50 p-3 text-sm text-ocean-800">
            <p className="flex items-center gap-2 font-semibold">
              <InfoIcon size={18} />
              {t('verify.why_title')}
            </p>
            <p className="mt-1">{t('verify.why_text')}</p>
          </aside>
        </div>
      </AuthCard>
    </StandaloneShell>
  );
}
