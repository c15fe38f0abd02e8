import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { escapeHtml } from '../../common/html.js';
import { indexablePaths } from '../../contracts/site-links.js';

export interface Sitemap {
  xml: string;
  urls: number;
  generated_at: string;
}

/** sitemap.xml: built on first request, kept in memory, rebuilt by POST /admin/settings/sitemap/generate. */
@Injectable()
export class SitemapService {
  private current?: Sitemap;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get(): Sitemap {
    this.current ??= this.build();
    return this.current;
  }

  generate(): Sitemap {
    this.current = this.build();
    return this.current;
  }

  /** Drops the kept copy (cache clear): the next request builds it again. */
  forget(): void {
    this.current = undefined;
  }

  private build(): Sitemap {
    const paths = indexablePaths();
    const urls = paths
      .map((p) => `  <url><loc>${escapeHtml(this.config.appUrl + (p === '/' ? '/' : p))}</loc></url>`)
      .join('\n');
    return {
      xml: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      urls: paths.length,
      generated_at: new Date().toISOString(),
    };
  }
}
