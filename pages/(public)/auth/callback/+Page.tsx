import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { AuthCard } from '../../../../renderer/auth/AuthCard.js';
import { SOCIAL_REDIRECT_KEY, goTo, loginTarget } from '../../../../renderer/auth/session.js';
import { POPUP_MESSAGE, popupOpener, type PopupMessage } from '../../../../renderer/auth/social-popup.js';
import { api } from '../../../../renderer/lib/api.js';
import { takeFragment, withFragment } from '../../../../renderer/lib/fragment.js';
import type { SessionUser } from '../../../../renderer/types.js';
import { ButtonLink } from '../../../../renderer/ui/button.js';
import { ErrorIcon } from '../../../../renderer/ui/icons.js';
import { Spinner } from '../../../../renderer/ui/spinner.js';
import { toast } from '../../../../renderer/ui/toast.js';

/**
 * Where the server sends the browser back after Google/Facebook (spec 1 §2.13). The session cookie is
 * already set on success; the user is read again so the greeting and the landing page are right.
 * Inside the sign-in pop-up (SocialButtons) it only closes itself and leaves the rest to the opener.
 */
export default function AuthCallbackPage() {
  const { t, i18n } = useTranslation();
  const { urlParsed } = usePageContext();
  const { status, redirect, message } = urlParsed.search;
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const opener = popupOpener();
    if (opener) {
      // In the sign-in pop-up: the session cookie is already set on success; the opener, which watches
      // for this window to close, reads the user and moves on. Failures and a two-factor challenge are
      // passed to it first, since a closed window alone does not tell them apart.
      const tell = (m: PopupMessage) => opener.postMessage(m, window.location.origin);
      if (status === 'error') tell({ type: POPUP_MESSAGE, status: 'error', message: message ?? '' });
      else if (status === 'two_factor') {
        const token = takeFragment('two_factor_token');
        if (token)
          tell({ type: POPUP_MESSAGE, status: 'two_factor', challenge: token, redirect: redirect || undefined });
        else tell({ type: POPUP_MESSAGE, status: 'error', message: 'social.errors.invalid_response' });
      } else if (status !== 'success')
        tell({ type: POPUP_MESSAGE, status: 'error', message: 'social.errors.invalid_response' });
      window.close();
      return;
    }
    if (status === 'error') {
      // The server sends an i18n key under social.*; anything else is not shown as is.
      setError(message?.startsWith('social.') && i18n.exists(message) ? t(message) : t('login.callback.failed'));
      return;
    }
    const challenge = status === 'two_factor' ? takeFragment('two_factor_token') : undefined;
    if (challenge) {
      // the account has two-factor on: the login page asks for the code, then continues (the challenge
      // stays in the fragment, which no request carries)
      const q = new URLSearchParams(redirect ? { redirect } : {});
      window.location.replace(withFragment(`/login${redirect ? `?${q}` : ''}`, { two_factor_token: challenge }));
      return;
    }
    if (status !== 'success') {
      setError(t('login.callback.invalid'));
      return;
    }
    const stored = sessionStorage.getItem(SOCIAL_REDIRECT_KEY);
    sessionStorage.removeItem(SOCIAL_REDIRECT_KEY);
    api<{ data?: { user?: SessionUser }; user?: SessionUser }>('/auth/me')
      .then((res) => {
        const user = res.data?.user ?? res.user;
        if (!user) throw new Error('missing user');
        toast.success(t('login.welcome', { name: user.first_name || user.name }));
        void goTo(loginTarget(redirect || stored, null, user));
      })
      .catch(() => setError(t('login.callback.failed')));
  }, [status, redirect, message, t, i18n]);

  return (
    <AuthCard testId="auth-callback" title={error ? t('login.callback.error_title') : t('login.callback.title')}>
      {error ? (
        <div className="space-y-4">
          <p role="alert" className="flex items-start gap-2 text-neutral-800">
            <ErrorIcon className="mt-0.5 shrink-0 text-red-700" />
            {error}
          </p>
          <ButtonLink href="/login" block>
            {t('login.callback.back_login')}
          </ButtonLink>
        </div>
      ) : (
        <div className="flex items-center gap-3 text-neutral-700">
          <Spinner />
          <p>{t('login.callback.loading')}</p>
        </div>
      )}
    </AuthCard>
  );
}
