// The health module's public surface: other modules and the app import only from here.
export { HealthModule } from './health.module.js';
