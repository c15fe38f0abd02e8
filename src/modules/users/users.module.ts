import { Module } from '@nestjs/common';
import { StorageModule } from '../../infra/storage/storage.service.js';
import { AvatarService } from './avatar.service.js';
import { ProfileController } from './profile.controller.js';
import { ProfileService } from './profile.service.js';

/** The signed-in user's own account (/api/user/…): profile, password, preferences, avatar, seller upgrade. */
@Module({
  imports: [StorageModule],
  controllers: [ProfileController],
  providers: [ProfileService, AvatarService],
  exports: [ProfileService],
})
export class UsersModule {}
