export { EventBus } from './event-bus.js';
export { EventsModule } from './events.module.js';
export type { DomainEvent, DomainEventMap, DomainEventName, EventHandler } from './event-map.js';
