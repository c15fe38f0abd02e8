import { Body, Controller, Get, HttpCode, Post, Put, Req, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentAuth, RequirePrivilege } from '../../common/auth/decorators.js';
import { requestLocale } from '../../common/http/request-locale.js';
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
import type { AuthContext } from '../auth/auth-context.js';
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
  async show(@CurrentAuth() auth: AuthContext, @Req() req: Request) {
    return { success: true, data: await this.reads.read(auth.user.id, auth.session.id, requestLocale(req)) };
  }

  @Put()
  @ApiZodBody(adminProfileUpdateSchema)
  async update(@Body({ schema: adminProfileUpdateSchema }) body: AdminProfileUpdateInput, @CurrentAuth() auth: AuthContext, @Req() req: Request) {
    const locale = requestLocale(req);
    const { profile, emailChanged } = await this.profile.update(auth.user.id, body, locale);
    const t = translator(locale);
    return {
      success: true,
      message: t(emailChanged ? 'profile.updated_verify_email' : 'admin_profile.messages.updated', { email: profile.email }),
      data: { profile, email_verification_sent: emailChanged },
    };
  }

  @Put('password')
  @ApiZodBody(adminPasswordChangeSchema)
  async password(@Body({ schema: adminPasswordChangeSchema }) body: AdminPasswordChangeInput, @CurrentAuth() auth: AuthContext, @Req() req: Request) {
    const revoked = await this.profile.changePassword(auth, body);
    return { success: true, message: translator(requestLocale(req))('admin_profile.messages.password_changed'), data: { revoked_sessions: revoked } };
  }

  @Put('preferences')
  @ApiZodBody(adminPreferencesSchema)
  async preferences(@Body({ schema: adminPreferencesSchema }) body: AdminPreferencesInput, @CurrentAuth() auth: AuthContext, @Req() req: Request) {
    const locale = requestLocale(req);
    const profile = await this.profile.updatePreferences(auth.user.id, body, locale);
    return {
      success: true,
      message: translator(locale)('admin_profile.messages.preferences_saved'),
      data: { timezone: profile.timezone, language: profile.language, notifications: profile.notifications },
    };
  }

  /**
   * `{ enabled: true, password }` → the secret and QR code to scan; `{ enabled: true, code }` → on, with
   * the recovery codes; `{ enabled: false, password, code }` → off.
   */
  @Post('2fa/toggle')
  @HttpCode(200)
  @ApiZodBody(twoFactorToggleSchema)
  async twoFactor(@Body({ schema: twoFactorToggleSchema }) body: TwoFactorToggleInput, @CurrentAuth() auth: AuthContext, @Req() req: Request) {
    const locale = requestLocale(req);
    const t = translator(locale);
    const outcome = await this.profile.toggleTwoFactor(auth.user.id, body, locale);
    switch (outcome.step) {
      case 'setup':
        return { success: true, message: t('profile.two_factor_setup'), data: { two_factor_enabled: false, ...outcome.setup } };
      case 'enabled':
        return { success: true, message: t('profile.two_factor_enabled'), data: { two_factor_enabled: true, recovery_codes: outcome.recoveryCodes } };
      case 'disabled':
        return { success: true, message: t('profile.two_factor_disabled'), data: { two_factor_enabled: false } };
    }
  }

  @Post('sessions/terminate')
  @HttpCode(200)
  @ApiZodBody(adminSessionTerminateSchema)
  async terminate(@Body({ schema: adminSessionTerminateSchema }) body: AdminSessionTerminateInput, @CurrentAuth() auth: AuthContext, @Req() req: Request) {
    await this.profile.terminate(auth, body.session_id);
    return { success: true, message: translator(requestLocale(req))('admin_profile.messages.session_terminated') };
  }

  @Post('sessions/terminate-all')
  @HttpCode(200)
  async terminateAll(@CurrentAuth() auth: AuthContext, @Req() req: Request) {
    const count = await this.profile.terminateOthers(auth);
    return { success: true, message: translator(requestLocale(req))('admin_profile.messages.sessions_terminated', { count }), data: { terminated: count } };
  }

  @Post('image')
  @HttpCode(200)
  @UseInterceptors(AvatarUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiZodBody(avatarUploadSchema)
  async image(@UploadedFile() file: UploadedImage | undefined, @CurrentAuth() auth: AuthContext, @Req() req: Request) {
    const avatarUrl = await this.avatars.replace(auth.user.id, file);
    return { success: true, message: translator(requestLocale(req))('profile.avatar_updated'), data: { avatar_url: avatarUrl } };
  }
}
