// The dev module's public surface: other modules and the app import only from here.
export { DevOutboxService } from './dev-outbox.service.js';
export { DevModule } from './dev.module.js';
