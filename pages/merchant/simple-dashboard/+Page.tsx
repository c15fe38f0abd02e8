import { DashboardView } from '../components/DashboardView.js';

export default function MerchantSimpleDashboardPage() {
  return <DashboardView variant="simple" />;
}
