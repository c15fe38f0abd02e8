// The geo module's public surface: other modules and the app import only from here.
export { Country, CountrySchema } from './country.entity.js';
export { GeoAdminService } from './geo-admin.service.js';
export { GeoUsage, type GeoUsagePort } from './geo-usage.port.js';
export { GeoModule } from './geo.module.js';
export { GeoService } from './geo.service.js';
export { Language, LanguageSchema } from './language.entity.js';
