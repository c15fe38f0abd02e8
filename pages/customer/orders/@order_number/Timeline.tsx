import type { OrderDetailView } from '../../../../src/contracts/orders.js';
import { orderTimeline } from '../../../../renderer/orders/timeline.js';
import { StepTimeline } from '../../../../renderer/ui/StepTimeline.js';

export function Timeline({ order }: { order: OrderDetailView }) {
  return <StepTimeline steps={orderTimeline(order)} labels="orders.detail.steps" data-testid="order-timeline" />;
}
