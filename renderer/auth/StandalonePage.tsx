import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.js';
import { StandaloneShell } from './AuthCard.js';
import { logout } from './session.js';

/**
 * A step an account must take before anything else (a new password, two-factor enrolment): the
 * title, why (while it is still owed), the step's card, then the way on and "log out".
 */
export function StandalonePage({
  testId,
  title,
  intro,
  next,
  children,
}: {
  testId: string;
  title: ReactNode;
  /** shown while the step is still owed */
  intro?: ReactNode;
  /** a link onwards, before "log out" */
  next?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <StandaloneShell>
      <div className="mx-auto w-full max-w-xl space-y-4 px-0 py-6 sm:px-4 sm:py-12" data-testid={testId}>
        <div className="px-4 sm:px-0">
          <h1 className="text-2xl font-bold tracking-tight text-neutral-900">{title}</h1>
          {intro && <p className="mt-1 text-sm text-neutral-600">{intro}</p>}
        </div>
        {children}
        <div className="flex flex-wrap gap-2 px-4 sm:px-0">
          {next}
          <Button variant="outline" onClick={() => void logout()}>
            {t('nav.logout')}
          </Button>
        </div>
      </div>
    </StandaloneShell>
  );
}
