// The seo module's public surface: other modules and the app import only from here.
export { SeoModule } from './seo.module.js';
export { SitemapService } from './sitemap.service.js';
