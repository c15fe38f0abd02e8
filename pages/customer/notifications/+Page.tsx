import { NotificationCenter } from '../../../renderer/notifications/NotificationCenter.js';

export default function NotificationsPage() {
  return <NotificationCenter />;
}
