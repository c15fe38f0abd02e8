import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpException,
  Injectable,
  PayloadTooLargeException,
  Post,
  Put,
  UploadedFile,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { TFunction } from 'i18next';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { CurrentAuth, Roles, AllowDuringPasswordChange } from '../../common/auth/decorators.js';
import { DomainError, ValidationFailedError } from '../../common/errors/domain-error.js';
import { withMessage } from '../../common/http/envelope.js';
import { Locale, T } from '../../common/http/locale.decorator.js';
import { translator } from '../../common/i18n/server-i18n.js';
import { ApiZodBody } from '../../common/validation/api-schema.js';
import {
  AVATAR_MAX_BYTES,
  avatarUploadSchema,
  becomeSellerSchema,
  passwordChangeSchema,
  preferencesUpdateSchema,
  profileUpdateSchema,
  type BecomeSellerInput,
  type PasswordChangeInput,
  type PreferencesUpdateInput,
  type ProfileUpdateInput,
} from '../../contracts/profile.js';
import type { AuthContext } from '../auth/index.js';
import { AvatarService, type UploadedImage } from './avatar.service.js';
import { ProfileService } from './profile.service.js';
import { toUserDto } from './user.mapper.js';

/**
 * multer (memory storage) with a limit one byte above 5 MB, so that a file of 5 MB + 1 byte still
 * reaches AvatarService (which answers the spec's 413); multer's own errors are answered in French
 * here instead of becoming generic 400/413 (or 500) responses.
 */
const MulterAvatar = FileInterceptor('avatar', {
  storage: multer.memoryStorage(),
  limits: { fileSize: AVATAR_MAX_BYTES + 1, files: 1, fields: 10, parts: 12 },
});

@Injectable()
export class AvatarUploadInterceptor implements NestInterceptor {
  private readonly multer = new MulterAvatar();

  async intercept(ctx: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multer.intercept(ctx, next);
    } catch (err) {
      throw uploadError(err);
    }
  }
}

function uploadError(err: unknown): DomainError {
  if (err instanceof DomainError) return err;
  if (err instanceof PayloadTooLargeException) {
    return new DomainError(413, 'profile.errors.avatar_too_large', {
      errors: { avatar: ['profile.errors.avatar_too_large'] },
      code: 'payload_too_large',
    });
  }
  const code =
    err instanceof HttpException
      ? (err.cause as { code?: string } | undefined)?.code
      : (err as { code?: string })?.code;
  if (code === 'LIMIT_UNEXPECTED_FILE' || code === 'LIMIT_FILE_COUNT') {
    return new ValidationFailedError({ avatar: ['profile.errors.avatar_field'] }, 'profile.errors.avatar_field');
  }
  return new DomainError(400, 'profile.errors.upload_invalid', { code: 'upload_invalid' });
}

@ApiTags('profile')
@Controller('user')
export class ProfileController {
  constructor(
    private readonly profile: ProfileService,
    private readonly avatars: AvatarService,
  ) {}

  @Get('profile')
  show(@CurrentAuth() auth: AuthContext) {
    return { user: toUserDto(auth.user) };
  }

  @Put('profile')
  @ApiZodBody(profileUpdateSchema)
  async update(
    @Body({ schema: profileUpdateSchema }) body: ProfileUpdateInput,
    @CurrentAuth() auth: AuthContext,
    @Locale() locale: Locale,
  ) {
    const { user, emailChanged } = await this.profile.update(auth.user.id, body, locale);
    const message = translator(locale)(emailChanged ? 'profile.updated_verify_email' : 'profile.updated', {
      email: user.email,
    });
    return withMessage(message, { user: toUserDto(user), email_verification_sent: emailChanged });
  }

  @Put('password')
  @AllowDuringPasswordChange()
  @ApiZodBody(passwordChangeSchema)
  async password(
    @Body({ schema: passwordChangeSchema }) body: PasswordChangeInput,
    @CurrentAuth() auth: AuthContext,
    @T() t: TFunction,
  ) {
    const { revokedSessions } = await this.profile.changePassword(auth.user.id, auth.session.id, body);
    return withMessage(t('profile.password_updated'), { revoked_sessions: revokedSessions });
  }

  @Get('preferences')
  preferences(@CurrentAuth() auth: AuthContext) {
    return this.profile.preferences(auth.user);
  }

  @Put('preferences/detailed')
  @ApiZodBody(preferencesUpdateSchema)
  async updatePreferences(
    @Body({ schema: preferencesUpdateSchema }) body: PreferencesUpdateInput,
    @CurrentAuth() auth: AuthContext,
    @T() t: TFunction,
  ) {
    const data = await this.profile.updatePreferences(auth.user.id, body);
    return withMessage(t('profile.preferences_updated'), data);
  }

  @Post('avatar')
  @HttpCode(200)
  @UseInterceptors(AvatarUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiZodBody(avatarUploadSchema)
  async avatar(@UploadedFile() file: UploadedImage | undefined, @CurrentAuth() auth: AuthContext, @T() t: TFunction) {
    const avatarUrl = await this.avatars.replace(auth.user.id, file);
    return withMessage(t('profile.avatar_updated'), { avatar_url: avatarUrl });
  }

  /** Customers only: managers get 403 from the guard (a manager with a customer role, from the service). */
  @Post('become-seller')
  @Roles('CUSTOMER')
  @HttpCode(200)
  @ApiZodBody(becomeSellerSchema)
  async becomeSeller(
    @Body({ schema: becomeSellerSchema }) body: BecomeSellerInput,
    @CurrentAuth() auth: AuthContext,
    @T() t: TFunction,
  ) {
    const user = await this.profile.becomeSeller(auth.user.id, body);
    return withMessage(t('profile.seller_activated'), { user: toUserDto(user) });
  }
}
