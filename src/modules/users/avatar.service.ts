import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { ValidationFailedError } from '../../common/errors/domain-error.js';
import { type ImageUpload, type ImageUploadRules, normaliseImage } from '../../common/image-upload.js';
import { AVATAR_EXTENSIONS, AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '../../contracts/profile.js';
import { StorageService } from '../../infra/storage/storage.service.js';
import { User } from './user.entity.js';

export const AVATAR_SIZE = 256;

/** What the upload interceptor hands over (multer memory storage). */
export type UploadedImage = ImageUpload;

const AVATAR_RULES: ImageUploadRules = {
  field: 'avatar',
  maxBytes: AVATAR_MAX_BYTES,
  tooLargeKey: 'profile.errors.avatar_too_large',
  typeKey: 'profile.errors.avatar_type',
  mimeTypes: AVATAR_MIME_TYPES,
  extensions: AVATAR_EXTENSIONS,
  formats: new Set(['jpeg', 'png', 'gif', 'webp']),
  // a square cut around the most interesting part of the photo
  resize: (image) => image.resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' }),
};

@Injectable()
export class AvatarService {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: StorageService,
  ) {}

  /** Checks, resizes (256×256 cover, webp) and stores the new avatar, then deletes the old file. */
  async replace(userId: number, file: UploadedImage | undefined): Promise<string> {
    const image = await this.normalise(file);
    const url = await this.storage.put(this.storage.newKey('avatars', 'webp'), image);
    let previous: string | null = null;
    try {
      await this.em.transactional(async (tx) => {
        const user = await tx.findOneOrFail(User, userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
        previous = user.avatarUrl ?? null;
        user.avatarUrl = url;
      });
    } catch (err) {
      await this.storage.remove(url);
      throw err;
    }
    if (previous && previous !== url) await this.storage.remove(previous);
    return url;
  }

  /** The webp bytes of a valid upload; throws the spec's 422 / 413 otherwise. Nothing touches the disk. */
  async normalise(file: UploadedImage | undefined): Promise<Buffer> {
    if (!file?.buffer?.length) {
      throw new ValidationFailedError({ avatar: ['profile.errors.avatar_required'] }, 'profile.errors.avatar_required');
    }
    return normaliseImage(file, AVATAR_RULES);
  }
}
