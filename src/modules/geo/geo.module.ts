import { Module } from '@nestjs/common';
import { AdminGeoController } from './admin-geo.controller.js';
import { GeoAdminService } from './geo-admin.service.js';
import { GeoController } from './geo.controller.js';
import { GeoUsage } from './geo-usage.port.js';
import { GeoService } from './geo.service.js';
import { LanguagesController } from './languages.controller.js';

@Module({
  controllers: [GeoController, LanguagesController, AdminGeoController],
  providers: [GeoService, GeoAdminService, GeoUsage],
  exports: [GeoService, GeoAdminService, GeoUsage],
})
export class GeoModule {}
