// The seed module's public surface: other modules and the app import only from here.
export { seedAdminDemo } from './admin-seeder.js';
export { seedCatalogue } from './catalogue-seeder.js';
export { seedLarge } from './large-seeder.js';
export { seedReviews } from './review-seeder.js';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './reference-data.js';
export { demoAccountsPresent, seedDemo, seedReference } from './seeder.js';
