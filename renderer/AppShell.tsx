import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { getI18n } from './i18n.js';
import { ToastHost } from './ui/toast.js';
import './styles.css';

/** Wraps every page: language, toasts, global styles. */
export function AppShell({ children }: { children: ReactNode }) {
  const pageContext = usePageContext();
  useEffect(() => {
    // lets browser tests (and CSS) know the page is interactive
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <I18nextProvider i18n={getI18n(pageContext.locale ?? 'fr')}>
      {children}
      <ToastHost />
    </I18nextProvider>
  );
}
