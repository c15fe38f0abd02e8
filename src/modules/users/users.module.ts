import { Module } from '@nestjs/common';
import { StorageModule } from '../../infra/storage/storage.service.js';
import { AdminUserReads } from './admin-user-reads.js';
import { AvatarService } from './avatar.service.js';
import { ProfileController } from './profile.controller.js';
import { ProfileService } from './profile.service.js';

/** The signed-in user's own account (/api/user/…): profile, password, preferences, avatar, seller upgrade; and the back-office's reads of accounts. */
@Module({
  imports: [StorageModule],
  controllers: [ProfileController],
  providers: [ProfileService, AvatarService, AdminUserReads],
  exports: [ProfileService, AdminUserReads],
})
export class UsersModule {}
