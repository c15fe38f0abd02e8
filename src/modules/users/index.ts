// The users module's public surface: other modules and the app import only from here.
export { AccountSecurity, type AccountSecurityPort } from './account-security.port.js';
export { AdminProfileReads } from './admin-profile.reads.js';
export { AdminUserReads } from './admin-user-reads.js';
export { AdminUsersQuery } from './admin-users.query.js';
export type { UploadedImage } from './avatar.service.js';
export { emailIs, normalizeEmail } from './email.js';
export { hashPassword, verifyPassword } from './password.js';
export { normalizePhoneStrict } from './phone.js';
export { wantsNotification } from './preferences.js';
export { User, UserSchema, roleNames } from './user.entity.js';
export { type NewAccount, UserAccounts } from './user-accounts.service.js';
export { UserActivity, type UserActivityPort } from './user-activity.port.js';
export { toUserDto } from './user.mapper.js';
export { UsersModule } from './users.module.js';
export { securityChangeMail } from './security.mail.js';
