import { Inject, Injectable } from '@nestjs/common';
import { readFile, realpath, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { loadSharp } from '../../common/lazy-libraries.js';
import { NotFoundError } from '../../common/errors/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { MEDIA_WIDTHS } from '../../contracts/media.js';
import { writeFileAtomic } from '../../infra/storage/atomic-write.js';
import { uploadsRoot } from '../../infra/storage/storage.service.js';

/** No leading dot (no `..`, no hidden files), no backslash, no NUL, no empty segment. */
const SEGMENT = /^[a-z0-9][a-z0-9._-]{0,127}$/i;
const IMAGE_EXTENSION = /\.(webp|jpe?g|png)$/i;
/** StorageService.newKey names: random per upload, so the bytes behind a name never change. */
const UNIQUE_NAME = /^[0-9a-f]{32}\.[a-z0-9]+$/;
/** Uploads are already normalised to 1200 px; anything far larger was not put there by us. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface ResizedImage {
  /** relative to `cacheRoot` */
  file: string;
  cacheRoot: string;
  etag: string;
  /** the source's name is unique to its content: the answer may be kept forever */
  immutable: boolean;
}

/**
 * Smaller WebP copies of uploaded images, made once with sharp and kept under
 * `${DATA_DIR}/cache/media/<width>/`: a phone on 3G should not download a 1200 px photo for a 160 px card.
 */
@Injectable()
export class MediaService {
  private readonly root: string;
  readonly cacheRoot: string;
  /** Concurrent first requests for one copy share a single resize. */
  private readonly pending = new Map<string, Promise<void>>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = uploadsRoot(config);
    this.cacheRoot = resolve(config.dataDir, 'cache', 'media');
  }

  async resized(width: number, key: string): Promise<ResizedImage> {
    if (!(MEDIA_WIDTHS as readonly number[]).includes(width)) throw new NotFoundError();
    const segments = key.split('/');
    if (key.length > 512 || !segments.every((s) => SEGMENT.test(s)) || !IMAGE_EXTENSION.test(key))
      throw new NotFoundError();
    const source = resolve(this.root, ...segments);
    if (!source.startsWith(this.root + sep)) throw new NotFoundError();
    const info = await stat(source).catch(() => null);
    if (!info?.isFile()) throw new NotFoundError();
    // a symbolic link under the uploads must not lead the resizer to files outside them
    const [real, realRoot] = await Promise.all([realpath(source), realpath(this.root)]).catch(() => ['', '']);
    if (!real?.startsWith(realRoot + sep)) throw new NotFoundError();

    const file = `${width}/${key.endsWith('.webp') ? key : `${key}.webp`}`;
    const target = resolve(this.cacheRoot, file);
    const cached = await stat(target).catch(() => null);
    // a name that is not unique (the demo catalogue's) may be rewritten: an older copy is made again
    if (!cached || cached.mtimeMs < info.mtimeMs) await this.once(target, () => this.resize(real, width, target));
    return {
      file,
      cacheRoot: this.cacheRoot,
      etag: `"${width}-${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}"`,
      immutable: UNIQUE_NAME.test(segments[segments.length - 1]!),
    };
  }

  private async once(target: string, make: () => Promise<void>): Promise<void> {
    let job = this.pending.get(target);
    if (!job) {
      job = make().finally(() => this.pending.delete(target));
      this.pending.set(target, job);
    }
    await job;
  }

  private async resize(source: string, width: number, target: string): Promise<void> {
    let data: Buffer;
    try {
      const sharp = await loadSharp();
      // from bytes, not the path: libvips keeps what it opened by file name, and a rewritten source would be served stale
      data = await sharp(await readFile(source), { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
    } catch {
      // not an image (or a broken one): nothing to show, as for a missing file
      throw new NotFoundError();
    }
    await writeFileAtomic(target, data);
  }
}
