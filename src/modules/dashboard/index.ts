// The dashboard module's public surface: other modules and the app import only from here.
export { DashboardModule } from './dashboard.module.js';
export { DashboardService } from './dashboard.service.js';
