import { DashboardShell } from '../DashboardShell.js';

export default function MerchantSimpleDashboardPage() {
  return <DashboardShell variant="simple" />;
}
