import { Global, Inject, Injectable, Logger, Module } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { writeFileAtomic } from './atomic-write.js';

/** Public URL prefix of uploaded files, served read-only from `${DATA_DIR}/uploads` (see app.factory.ts). */
export const UPLOADS_URL_PREFIX = '/uploads';

export function uploadsRoot(config: Pick<AppConfig, 'dataDir'>): string {
  return resolve(config.dataDir, 'uploads');
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9._-]*)+$/i;

/**
 * Uploaded files on the local disk under `${DATA_DIR}/uploads`. Keys are relative paths such as
 * `avatars/3f9c….webp`; their public URL is `/uploads/<key>`. Another backend (S3…) can replace it
 * behind the same methods.
 */
@Injectable()
export class StorageService {
  private readonly logger = new Logger(StorageService.name);
  private readonly root: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = uploadsRoot(config);
  }

  /** A fresh, unguessable key in a folder: `avatars/<32 hex>.webp`. */
  newKey(folder: string, extension: string): string {
    return `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
  }

  /** Writes the file (atomically: a reader never sees half a file) and returns its public URL. */
  async put(key: string, data: Buffer): Promise<string> {
    await writeFileAtomic(this.pathOf(key), data);
    return this.urlOf(key);
  }

  /** Deletes a stored file by key or public URL; URLs that are not ours (external avatars) are ignored. */
  async remove(keyOrUrl: string | null | undefined): Promise<void> {
    const key = keyOrUrl && (keyOrUrl.startsWith(`${UPLOADS_URL_PREFIX}/`) ? this.keyOf(keyOrUrl) : keyOrUrl);
    if (!key || !KEY_PATTERN.test(key) || key.split('/').includes('..')) return;
    try {
      await rm(this.pathOf(key), { force: true });
    } catch (err) {
      this.logger.warn({ err, key }, 'Could not delete an uploaded file');
    }
  }

  urlOf(key: string): string {
    return `${UPLOADS_URL_PREFIX}/${key}`;
  }

  /** The key of one of our public URLs, or null for any other URL. */
  keyOf(url: string): string | null {
    if (!url.startsWith(`${UPLOADS_URL_PREFIX}/`)) return null;
    const key = url.slice(UPLOADS_URL_PREFIX.length + 1);
    return KEY_PATTERN.test(key) && !key.split('/').includes('..') ? key : null;
  }

  private pathOf(key: string): string {
    if (!KEY_PATTERN.test(key) || key.split('/').includes('..')) throw new Error(`Invalid storage key: ${key}`);
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`Invalid storage key: ${key}`);
    return path;
  }
}

@Global()
@Module({ providers: [StorageService], exports: [StorageService] })
export class StorageModule {}
