import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { Public } from '../../common/auth/decorators.js';
import { SitemapService } from './sitemap.service.js';

@ApiExcludeController()
@Public()
@Controller()
export class SeoController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sitemaps: SitemapService,
  ) {}

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robots(): string {
    const lines = [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /customer/',
      'Disallow: /admin/',
      'Disallow: /merchant/',
      'Disallow: /payment/',
      'Disallow: /dev/',
    ];
    if (!this.config.isProduction) lines.splice(1, lines.length - 1, 'Disallow: /');
    return `${lines.join('\n')}\n\nSitemap: ${this.config.appUrl}/sitemap.xml\n`;
  }

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  sitemap(): string {
    return this.sitemaps.get().xml;
  }
}
