import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { Tabs } from '../../../renderer/ui/tabs.js';
import { AddressTab } from './AddressTab.js';
import { NotificationsTab } from './NotificationsTab.js';
import { PersonalTab } from './PersonalTab.js';
import { SecurityTab } from './SecurityTab.js';

const TABS = ['personal', 'address', 'security', 'notifications'] as const;
type Tab = (typeof TABS)[number];

export default function ProfilePage() {
  const { t } = useTranslation();
  const { user } = usePageContext();
  const [tab, setTab] = useState<Tab>('personal');

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
  };

  return (
    <div className="space-y-4" data-testid="profile-page">
      <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">{t('profile_page.title')}</h1>
      <Tabs value={tab} onValueChange={choose} items={TABS.map((k) => ({ value: k, label: t(`profile_page.tabs.${k}`), content: panels[k] }))} />
    </div>
  );
}
