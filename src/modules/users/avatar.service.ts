import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { loadSharp } from '../../common/lazy-libraries.js';
import { DomainError, ValidationFailedError } from '../../common/errors/domain-error.js';
import { AVATAR_EXTENSIONS, AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '../../contracts/profile.js';
import { StorageService } from '../../infra/storage/storage.service.js';
import { User } from './user.entity.js';

export const AVATAR_SIZE = 256;
/** Formats sharp must find in the content itself (the declared type and name are only a first filter). */
const REAL_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp']);
/** Refuses decompression bombs before decoding (a 5 MB file can claim gigapixels). */
const MAX_INPUT_PIXELS = 40_000_000;

/** What the upload interceptor hands over (multer memory storage). */
export interface UploadedImage {
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

const typeError = () => new ValidationFailedError({ avatar: ['profile.errors.avatar_type'] }, 'profile.errors.avatar_type');

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
    if (file.size > AVATAR_MAX_BYTES || file.buffer.length > AVATAR_MAX_BYTES) {
      throw new DomainError(413, 'profile.errors.avatar_too_large', {
        errors: { avatar: ['profile.errors.avatar_too_large'] },
        code: 'payload_too_large',
      });
    }
    const extension = /\.([a-z0-9]+)$/i.exec(file.originalname ?? '')?.[1]?.toLowerCase();
    const declaredMime = (AVATAR_MIME_TYPES as readonly string[]).includes(file.mimetype?.toLowerCase());
    const declaredExt = !!extension && (AVATAR_EXTENSIONS as readonly string[]).includes(extension);
    // a known image type, or a generic type with an image name (some clients send application/octet-stream)
    const genericMime = !file.mimetype || file.mimetype === 'application/octet-stream';
    if (!(declaredMime && (declaredExt || !extension)) && !(genericMime && declaredExt)) throw typeError();

    try {
      const sharp = await loadSharp();
      const input = sharp(file.buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
      const meta = await input.metadata();
      if (!meta.format || !REAL_FORMATS.has(meta.format)) throw typeError();
      return await input
        .rotate() // apply the EXIF orientation of phone photos
        .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
        .webp({ quality: 82 })
        .toBuffer();
    } catch (err) {
      if (err instanceof DomainError) throw err;
      throw typeError(); // not an image, truncated or corrupt: sharp could not read it
    }
  }
}
