import { useData } from 'vike-react/useData';
import { NotificationCenter, type NotificationsPageData } from '../../../renderer/notifications/NotificationCenter.js';

export default function NotificationsPage() {
  return <NotificationCenter initial={useData<NotificationsPageData>().initial} />;
}
