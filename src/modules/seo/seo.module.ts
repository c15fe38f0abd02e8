import { Module } from '@nestjs/common';
import { SeoController } from './seo.controller.js';
import { SitemapService } from './sitemap.service.js';

@Module({ controllers: [SeoController], providers: [SitemapService], exports: [SitemapService] })
export class SeoModule {}
