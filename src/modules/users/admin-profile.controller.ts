import { Body, Controller, Get, HttpCode, Post, Put, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { TFunction } from 'i18next';
import { CurrentAuth, RequirePrivilege } from '../../common/auth/decorators.js';
import { withMessage } from '../../common/http/envelope.js';
import { Locale, T } from '../../common/http/locale.decorator.js';
import { translator } from '../../common/i18n/server-i18n.js';
import { ApiZodBody } from '../../common/validation/api-schema.js';
import {
  adminPasswordChangeSchema,
  adminPreferencesSchema,
  adminProfileUpdateSchema,
  adminSessionTerminateSchema,
  type AdminPasswordChangeInput,
  type AdminPreferencesInput,
  type AdminProfileUpdateInput,
  type AdminSessionTerminateInput,
} from '../../contracts/admin-profile.js';
import { avatarUploadSchema, twoFactorToggleSchema, type TwoFactorToggleInput } from '../../contracts/profile.js';
import type { AuthContext } from '../auth/index.js';
import { AdminProfileReads } from './admin-profile.reads.js';
import { AdminProfileService } from './admin-profile.service.js';
import { AvatarService, type UploadedImage } from './avatar.service.js';
import { AvatarUploadInterceptor } from './profile.controller.js';

/** Spec 3 §7 "Administrator profile": the signed-in staff member's own account (any manager role). */
@ApiTags('admin')
@RequirePrivilege('backoffice.access')
@Controller('admin/profile')
export class AdminProfileController {
  constructor(
    private readonly reads: AdminProfileReads,
    private readonly profile: AdminProfileService,
    private readonly avatars: AvatarService,
  ) {}

  @Get()
  async show(@CurrentAuth() auth: AuthContext, @Locale() locale: Locale) {
    return this.reads.read(auth.user.id, auth.session.id, locale);
  }

  @Put()
  @ApiZodBody(adminProfileUpdateSchema)
  async update(
    @Body({ schema: adminProfileUpdateSchema }) body: AdminProfileUpdateInput,
    @CurrentAuth() auth: AuthContext,
    @Locale() locale: Locale,
  ) {
    const { profile, emailChanged } = await this.profile.update(auth.user.id, body, locale);
    const message = translator(locale)(
      emailChanged ? 'profile.updated_verify_email' : 'admin_profile.messages.updated',
      { email: profile.email },
    );
    return withMessage(message, { profile, email_verification_sent: emailChanged });
  }

  @Put('password')
  @ApiZodBody(adminPasswordChangeSchema)
  async password(
    @Body({ schema: adminPasswordChangeSchema }) body: AdminPasswordChangeInput,
    @CurrentAuth() auth: AuthContext,
    @T() t: TFunction,
  ) {
    const revoked = await this.profile.changePassword(auth, body);
    return withMessage(t('admin_profile.messages.password_changed'), { revoked_sessions: revoked });
  }

  @Put('preferences')
  @ApiZodBody(adminPreferencesSchema)
  async preferences(
    @Body({ schema: adminPreferencesSchema }) body: AdminPreferencesInput,
    @CurrentAuth() auth: AuthContext,
    @Locale() locale: Locale,
  ) {
    const profile = await this.profile.updatePreferences(auth.user.id, body, locale);
    return withMessage(translator(locale)('admin_profile.messages.preferences_saved'), {
      timezone: profile.timezone,
      language: profile.language,
      notifications: profile.notifications,
    });
  }

  /**
   * `{ enabled: true, password }` → the secret and QR code to scan; `{ enabled: true, code }` → on, with
   * the recovery codes; `{ enabled: false, password, code }` → off.
   */
  @Post('2fa/toggle')
  @HttpCode(200)
  @ApiZodBody(twoFactorToggleSchema)
  async twoFactor(
    @Body({ schema: twoFactorToggleSchema }) body: TwoFactorToggleInput,
    @CurrentAuth() auth: AuthContext,
    @Locale() locale: Locale,
  ) {
    const t = translator(locale);
    const outcome = await this.profile.toggleTwoFactor(auth.user.id, body, locale);
    switch (outcome.step) {
      case 'setup':
        return withMessage(t('profile.two_factor_setup'), { two_factor_enabled: false, ...outcome.setup });
      case 'enabled':
        return withMessage(t('profile.two_factor_enabled'), {
          two_factor_enabled: true,
          recovery_codes: outcome.recoveryCodes,
        });
      case 'disabled':
        return withMessage(t('profile.two_factor_disabled'), { two_factor_enabled: false });
    }
  }

  @Post('sessions/terminate')
  @HttpCode(200)
  @ApiZodBody(adminSessionTerminateSchema)
  async terminate(
    @Body({ schema: adminSessionTerminateSchema }) body: AdminSessionTerminateInput,
    @CurrentAuth() auth: AuthContext,
    @T() t: TFunction,
  ) {
    await this.profile.terminate(auth, body.session_id);
    return withMessage(t('admin_profile.messages.session_terminated'));
  }

  @Post('sessions/terminate-all')
  @HttpCode(200)
  async terminateAll(@CurrentAuth() auth: AuthContext, @T() t: TFunction) {
    const count = await this.profile.terminateOthers(auth);
    return withMessage(t('admin_profile.messages.sessions_terminated', { count }), { terminated: count });
  }

  @Post('image')
  @HttpCode(200)
  @UseInterceptors(AvatarUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiZodBody(avatarUploadSchema)
  async image(@UploadedFile() file: UploadedImage | undefined, @CurrentAuth() auth: AuthContext, @T() t: TFunction) {
    const avatarUrl = await this.avatars.replace(auth.user.id, file);
    return withMessage(t('profile.avatar_updated'), { avatar_url: avatarUrl });
  }
}
