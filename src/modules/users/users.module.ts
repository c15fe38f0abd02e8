import { Module } from '@nestjs/common';
import { StorageModule } from '../../infra/storage/storage.service.js';
import { AuditModule } from '../audit/index.js';
import { AccountSecurity } from './account-security.port.js';
import { AdminProfileController } from './admin-profile.controller.js';
import { AdminProfileReads } from './admin-profile.reads.js';
import { AdminProfileService } from './admin-profile.service.js';
import { AdminUserReads } from './admin-user-reads.js';
import { AdminUsersController } from './admin-users.controller.js';
import { AdminUsersQuery } from './admin-users.query.js';
import { AdminUsersService } from './admin-users.service.js';
import { AvatarService } from './avatar.service.js';
import { ProfileController } from './profile.controller.js';
import { ProfileService } from './profile.service.js';
import { UserAccounts } from './user-accounts.service.js';
import { UserActivity } from './user-activity.port.js';
import { AccessModule } from '../access/index.js';

/**
 * The signed-in user's own account (/api/user/…): profile, password, preferences, avatar, seller upgrade;
 * the back-office's reads of accounts and its people screens (/api/admin/users).
 */
@Module({
  imports: [AccessModule, StorageModule, AuditModule],
  controllers: [ProfileController, AdminUsersController, AdminProfileController],
  providers: [
    AccountSecurity,
    UserAccounts,
    UserActivity,
    ProfileService,
    AvatarService,
    AdminUserReads,
    AdminUsersQuery,
    AdminUsersService,
    AdminProfileReads,
    AdminProfileService,
  ],
  exports: [
    AccountSecurity,
    UserAccounts,
    UserActivity,
    ProfileService,
    AdminUserReads,
    AdminUsersQuery,
    AdminProfileReads,
  ],
})
export class UsersModule {}
