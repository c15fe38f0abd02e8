import { Module } from '@nestjs/common';
import { AdminGeoController } from './admin-geo.controller.js';
import { GeoAdminService } from './geo-admin.service.js';
import { GeoController } from './geo.controller.js';
import { GeoService } from './geo.service.js';
import { LanguagesController } from './languages.controller.js';

@Module({ controllers: [GeoController, LanguagesController, AdminGeoController], providers: [GeoService, GeoAdminService], exports: [GeoService, GeoAdminService] })
export class GeoModule {}
