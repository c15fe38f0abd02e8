import { Module } from '@nestjs/common';
import { DevController } from './dev.controller.js';
import { DevOutboxService } from './dev-outbox.service.js';

@Module({ controllers: [DevController], providers: [DevOutboxService], exports: [DevOutboxService] })
export class DevModule {}
