import { DashboardShell } from '../DashboardShell.js';

export default function MerchantDashboardPage() {
  return <DashboardShell variant="full" />;
}
