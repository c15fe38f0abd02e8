// The order's steps are shared with the back-office API (its order timeline), so they live in the contracts.
export { orderTimeline, type StepState, type TimelineStep } from '../../src/contracts/order-timeline.js';
