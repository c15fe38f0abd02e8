import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { AuthCard } from '../../../renderer/auth/AuthCard.js';
import { pendingStep } from '../../../renderer/auth/guards.js';
import { SocialButtons } from '../../../renderer/auth/SocialButtons.js';
import { REGISTRATION_KEY, goTo, loginTarget } from '../../../renderer/auth/session.js';
import type { SessionUser } from '../../../renderer/types.js';
import { takeFragment } from '../../../renderer/lib/fragment.js';
import { InfoIcon } from '../../../renderer/ui/icons.js';
import { usePostedForm } from '../../../renderer/ui/server-form.js';
import { toast } from '../../../renderer/ui/toast.js';
import { LoginForm } from './LoginForm.js';
import { TwoFactorStep } from './TwoFactorStep.js';

const ACTIONS = new Set(['participate', 'buy', 'wishlist']);

export default function LoginPage() {
  const { t } = useTranslation();
  const { urlParsed } = usePageContext();
  const { redirect, action } = urlParsed.search;
  // a social sign-in of an account with two-factor arrives here with its challenge in the fragment; a
  // login posted without JavaScript, with it in what the server said
  const posted = usePostedForm('login-2fa');
  const [challenge, setChallenge] = useState<string | null>(posted?.values.two_factor_token ?? null);
  useEffect(() => {
    const token = takeFragment('two_factor_token');
    if (token) setChallenge(token);
  }, []);

  function signedIn(user: SessionUser) {
    sessionStorage.removeItem(REGISTRATION_KEY);
    toast.acrossNavigation({ type: 'success', message: t('login.welcome', { name: user.first_name || user.name }) });
    // Spec 1 §9: 100 ms, so the greeting is on screen before the page changes.
    const target = pendingStep(user) ?? loginTarget(redirect, action, user);
    setTimeout(() => void goTo(target), 100);
  }

  return (
    <AuthCard
      testId="login-page"
      title={challenge ? t('login.two_factor.title') : t('login.title')}
      subtitle={challenge ? undefined : t('login.subtitle')}
      footer={
        <>
          {t('login.no_account')}{' '}
          <a href="/register" className="font-semibold">
            {t('login.register_link')}
          </a>
        </>
      }
    >
      {action && ACTIONS.has(action) && !challenge && (
        <p
          className="mb-4 flex items-start gap-2 rounded-lg bg-ocean-50 p-3 text-sm text-ocean-800"
          data-testid="action-hint"
        >
          <InfoIcon size={18} className="mt-0.5 shrink-0" />
          {t(`login.action_hint.${action}`)}
        </p>
      )}
      {challenge ? (
        <TwoFactorStep token={challenge} onSignedIn={signedIn} onRestart={() => setChallenge(null)} />
      ) : (
        <div className="space-y-6">
          <LoginForm onSignedIn={signedIn} onTwoFactor={setChallenge} />
          <SocialButtons redirect={redirect} />
        </div>
      )}
    </AuthCard>
  );
}
