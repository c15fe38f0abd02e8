import { DashboardView } from '../components/DashboardView.js';

export default function MerchantDashboardPage() {
  return <DashboardView variant="full" />;
}
