import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { Tabs } from '../../../renderer/ui/tabs.js';
import { AddressTab } from './AddressTab.js';
import { NotificationsTab } from './NotificationsTab.js';
import { PersonalTab } from './PersonalTab.js';
import { ResponsibleGamingTab } from './ResponsibleGamingTab.js';
import { SecurityTab } from './SecurityTab.js';
import type { ProfilePageData } from './+data.js';

const TABS = ['personal', 'address', 'security', 'notifications', 'responsible'] as const;
type Tab = (typeof TABS)[number];
/** What a form sent without JavaScript saved (`?saved=`), told as its script's toast would. */
const SAVED: Record<string, string> = {
  personal: 'profile_page.saved',
  address: 'profile_page.address.saved',
  password: 'profile_page.password.saved',
};

export default function ProfilePage() {
  const { t } = useTranslation();
  const { user, urlParsed } = usePageContext();
  const data = useData<ProfilePageData>();
  // ?tab= opens a tab from the server's HTML too (a form sent without JavaScript comes back to its tab)
  const fromQuery = urlParsed.search.tab as Tab;
  const [tab, setTab] = useState<Tab>(TABS.includes(fromQuery) ? fromQuery : 'personal');
  const saved = SAVED[urlParsed.search.saved ?? ''];

  // The open tab lives in the URL hash (#security…) so a link or a reload lands on it.
  useEffect(() => {
    const fromHash = window.location.hash.slice(1) as Tab;
    if (TABS.includes(fromHash)) setTab(fromHash);
  }, []);
  const choose = (value: string) => {
    setTab(value as Tab);
    history.replaceState(history.state, '', `#${value}`);
  };

  if (!user) return null;
  const panels: Record<Tab, ReactNode> = {
    personal: <PersonalTab user={user} />,
    address: <AddressTab user={user} />,
    security: <SecurityTab user={user} />,
    notifications: <NotificationsTab />,
    responsible: <ResponsibleGamingTab initial={data.spendingLimits} />,
  };

  return (
    <div className="space-y-4" data-testid="profile-page">
      <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">{t('profile_page.title')}</h1>
      {saved && (
        <p
          role="status"
          className="rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900"
          data-testid="profile-saved"
        >
          {t(saved)}
        </p>
      )}
      {/* the tabs switch with JavaScript; without it, links open each tab from the server */}
      <noscript>
        <nav aria-label={t('profile_page.title')} className="flex flex-wrap gap-3 text-sm">
          {TABS.map((k) => (
            <a
              key={k}
              href={`?tab=${k}`}
              aria-current={k === tab ? 'page' : undefined}
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              {t(`profile_page.tabs.${k}`)}
            </a>
          ))}
        </nav>
      </noscript>
      <Tabs
        value={tab}
        onValueChange={choose}
        items={TABS.map((k) => ({ value: k, label: t(`profile_page.tabs.${k}`), content: panels[k] }))}
      />
    </div>
  );
}
