import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { api } from '../lib/api.js';
import { Button } from '../ui/button.js';
import { toast } from '../ui/toast.js';
import { withFragment } from '../lib/fragment.js';
import type { SessionUser } from '../types.js';
import { pendingStep } from './guards.js';
import { SOCIAL_REDIRECT_KEY, goTo, loginTarget, safePath } from './session.js';
import { listenToPopup, openSocialPopup, waitForPopup, type PopupOutcome } from './social-popup.js';

const LABELS: Record<string, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple' };

function ProviderMark({ provider }: { provider: string }) {
  if (provider === 'google') {
    return (
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
        <path
          fill="#4285F4"
          d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8Z"
        />
        <path
          fill="#34A853"
          d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z"
        />
        <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
        <path
          fill="#EA4335"
          d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9Z"
        />
      </svg>
    );
  }
  if (provider === 'facebook') {
    return (
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
        <path
          fill="#1877F2"
          d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v2.9h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12Z"
        />
      </svg>
    );
  }
  return (
    <span aria-hidden="true" className="text-base font-bold">
      {(LABELS[provider] ?? provider)[0]}
    </span>
  );
}

async function currentUser(): Promise<SessionUser | null> {
  const res = await api<{ data?: { user?: SessionUser }; user?: SessionUser }>('/auth/me');
  return res.data?.user ?? res.user ?? null;
}

/**
 * Sign-in with the providers the server has configured (none → nothing rendered). First in a pop-up
 * (spec 1 §2.13) opened on /api/auth/{provider}; when the browser blocks it, the page itself goes: the
 * server gives the provider's address, and after the provider sends the browser to /auth/callback.
 */
export function SocialButtons({ redirect }: { redirect?: string | null }) {
  const { t, i18n } = useTranslation();
  const { socialProviders } = usePageContext();
  const [busy, setBusy] = useState<string | null>(null);
  if (!socialProviders?.length) return null;

  /** Synchronous up to window.open: browsers allow pop-ups only within the click itself. */
  function start(provider: string) {
    const back = safePath(redirect);
    const query = back ? `?redirect=${encodeURIComponent(back)}` : '';
    const popup = openSocialPopup(`/api/auth/${encodeURIComponent(provider)}${query}`);
    if (!popup) {
      void startRedirect(provider);
      return;
    }
    setBusy(provider);
    void waitForPopup(popup, { currentUser, listen: listenToPopup(popup) }).then((outcome) =>
      popupEnded(provider, back, outcome),
    );
  }

  function popupEnded(provider: string, back: string | null, outcome: PopupOutcome) {
    if (outcome.status === 'success') {
      const { user } = outcome;
      toast.acrossNavigation({ type: 'success', message: t('login.welcome', { name: user.first_name || user.name }) });
      void goTo(pendingStep(user) ?? loginTarget(back, null, user));
      return;
    }
    if (outcome.status === 'two_factor') {
      // as in the redirect flow: the login page asks for the code (the challenge stays in the fragment)
      const to = outcome.redirect ?? back;
      const q = to ? `?${new URLSearchParams({ redirect: to })}` : '';
      window.location.assign(withFragment(`/login${q}`, { two_factor_token: outcome.challenge }));
      return;
    }
    setBusy(null);
    if (outcome.status === 'timeout') {
      toast.error(t('social.errors.timeout'));
      return;
    }
    // the server's reason when the pop-up passed one (an i18n key under social.*), else the usual failure
    const known = outcome.message?.startsWith('social.') && i18n.exists(outcome.message);
    toast.error(known ? t(outcome.message!) : t('login.social.failed', { provider: LABELS[provider] ?? provider }));
  }

  async function startRedirect(provider: string) {
    const label = LABELS[provider] ?? provider;
    setBusy(provider);
    const back = safePath(redirect);
    try {
      // The server carries `redirect` through the provider and back to /auth/callback.
      const query = back ? `?redirect=${encodeURIComponent(back)}` : '';
      const res = await api<{ redirect_url?: string; data?: { redirect_url?: string } }>(
        `/auth/${encodeURIComponent(provider)}/redirect${query}`,
      );
      const url = res.redirect_url ?? res.data?.redirect_url;
      if (!url) throw new Error('no redirect_url');
      // kept as well, in case the answer comes back without it
      if (back) sessionStorage.setItem(SOCIAL_REDIRECT_KEY, back);
      else sessionStorage.removeItem(SOCIAL_REDIRECT_KEY);
      window.location.href = url;
    } catch {
      toast.error(t('login.social.failed', { provider: label }));
      setBusy(null);
    }
  }

  return (
    <div className="space-y-3" data-testid="social-buttons">
      <div className="flex items-center gap-3 text-sm text-neutral-500">
        <span className="h-px flex-1 bg-neutral-200" />
        {t('login.social.or')}
        <span className="h-px flex-1 bg-neutral-200" />
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        {socialProviders.map((provider) => (
          <Button
            key={provider}
            type="button"
            variant="outline"
            loading={busy === provider}
            disabled={busy !== null}
            onClick={() => start(provider)}
          >
            {busy !== provider && <ProviderMark provider={provider} />}
            {t('login.social.continue_with', { provider: LABELS[provider] ?? provider })}
          </Button>
        ))}
      </div>
    </div>
  );
}
