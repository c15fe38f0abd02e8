import {
  HttpException,
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { FileInterceptor, FilesInterceptor } from '@nestjs/platform-express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { DomainError, ValidationFailedError } from '../../common/errors/domain-error.js';
import { MERCHANT_LIMITS } from '../../contracts/merchant.js';

/**
 * multer (memory storage) with limits one byte above ours, so that a file just over the limit
 * still reaches the service, which answers the French 413; multer's own errors become French
 * 413/422 answers instead of generic 400/500 ones.
 */
const MulterImages = FilesInterceptor('images', MERCHANT_LIMITS.maxImages, {
  storage: multer.memoryStorage(),
  limits: {
    fileSize: MERCHANT_LIMITS.maxImageBytes + 1,
    files: MERCHANT_LIMITS.maxImages,
    fields: 10,
    parts: MERCHANT_LIMITS.maxImages + 10,
  },
});
const MulterLogo = FileInterceptor('logo', {
  storage: multer.memoryStorage(),
  limits: { fileSize: MERCHANT_LIMITS.maxLogoBytes + 1, files: 1, fields: 10, parts: 12 },
});

function uploadError(err: unknown, field: 'images' | 'logo'): unknown {
  if (err instanceof DomainError) return err;
  const tooLarge = field === 'images' ? 'merchant.errors.image_too_large' : 'merchant.errors.logo_too_large';
  if (err instanceof PayloadTooLargeException)
    return new DomainError(413, tooLarge, { errors: { [field]: [tooLarge] }, code: 'payload_too_large' });
  const code =
    err instanceof HttpException
      ? (err.cause as { code?: string } | undefined)?.code
      : (err as { code?: string })?.code;
  if (code === 'LIMIT_FILE_SIZE')
    return new DomainError(413, tooLarge, { errors: { [field]: [tooLarge] }, code: 'payload_too_large' });
  if (code === 'LIMIT_FILE_COUNT' || (code === 'LIMIT_UNEXPECTED_FILE' && field === 'images')) {
    const key = field === 'images' ? 'merchant.errors.images_too_many' : 'merchant.errors.logo_required';
    return new ValidationFailedError({ [field]: [key] }, key);
  }
  if (code === 'LIMIT_UNEXPECTED_FILE')
    return new ValidationFailedError({ [field]: ['merchant.errors.logo_required'] }, 'merchant.errors.logo_required');
  return new DomainError(400, 'profile.errors.upload_invalid', { code: 'upload_invalid' });
}

/** Runs multer on its field; multer's failures become our answers. */
abstract class UploadInterceptor implements NestInterceptor {
  protected abstract readonly multer: NestInterceptor;
  protected abstract readonly field: 'images' | 'logo';

  async intercept(ctx: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multer.intercept(ctx, next);
    } catch (err) {
      throw uploadError(err, this.field);
    }
  }
}

@Injectable()
export class ProductImagesUpload extends UploadInterceptor {
  protected readonly multer = new MulterImages();
  protected readonly field = 'images';
}

@Injectable()
export class LogoUpload extends UploadInterceptor {
  protected readonly multer = new MulterLogo();
  protected readonly field = 'logo';
}
