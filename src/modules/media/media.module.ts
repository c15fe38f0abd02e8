import { Module } from '@nestjs/common';
import { MediaController } from './media.controller.js';
import { MediaService } from './media.service.js';

/** Outside /api, like /uploads: `/media/w/<width>/<upload key>`. */
@Module({ controllers: [MediaController], providers: [MediaService] })
export class MediaModule {}
