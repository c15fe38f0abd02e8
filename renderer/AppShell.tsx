import { Suspense, useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { getI18n } from './i18n.js';
import { ToastHost } from './ui/toast.js';
import './styles.css';

/** Lets browser tests (and CSS) know the page is interactive: it commits with the page's own content. */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/**
 * Wraps every page: language, toasts, global styles. The page sits in a Suspense boundary so React
 * hydrates it in short slices after the shell instead of one long task that would hold a slow phone's
 * main thread; a click that comes first hydrates it at once and is replayed. Nothing suspends on the
 * client, so the boundary never shows its (empty) fallback.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const pageContext = usePageContext();
  return (
    <I18nextProvider i18n={getI18n(pageContext.locale ?? 'fr')}>
      <Suspense>
        {children}
        <HydratedMark />
      </Suspense>
      <ToastHost />
    </I18nextProvider>
  );
}
