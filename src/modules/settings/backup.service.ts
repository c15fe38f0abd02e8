import { randomBytes } from 'node:crypto';
import { mkdir, readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, NotFoundError } from '../../common/errors/domain-error.js';
import { BACKUP_NAME, type BackupFile } from '../../contracts/settings-history.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { LOCK_KEYS } from '../../infra/database/advisory-lock.js';
import { dumpDatabase } from '../../infra/database/backup-dump.js';
import { singleFlight } from '../../infra/database/single-flight.js';

/** POST /admin/settings/backup and the list of the files it made (BACKUP_DIR). */
@Injectable()
export class BackupService {
  private readonly dir: string;

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.dir = resolve(config.backupDir);
  }

  /** One backup at a time (every instance included): each writes a full dump, so a repeated click could fill the disk. 409 meanwhile. */
  async create(): Promise<BackupFile> {
    const clientUrl = this.em.config.get('clientUrl')!;
    const run = await singleFlight(clientUrl, LOCK_KEYS.backupCreate, async () => {
      await mkdir(this.dir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
      const name = `mbolo-${stamp}-${randomBytes(3).toString('hex')}.mbolo.gz`;
      await dumpDatabase(clientUrl, join(this.dir, name));
      return this.describe(name);
    });
    if (!run.ran) throw new ConflictError('settings.backup.running');
    return run.value;
  }

  async list(): Promise<BackupFile[]> {
    const names = await readdir(this.dir).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return [] as string[];
      throw err;
    });
    const files = await Promise.all(names.filter((n) => BACKUP_NAME.test(n)).map((n) => this.describe(n)));
    return files.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.name.localeCompare(a.name));
  }

  /** Only names this service gives out, inside BACKUP_DIR: never a path a caller made up. */
  async file(name: string): Promise<{ path: string; size: number }> {
    if (!BACKUP_NAME.test(name)) throw new NotFoundError('settings.backup.not_found');
    const path = join(this.dir, name);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) throw new NotFoundError('settings.backup.not_found');
    return { path, size: info.size };
  }

  private async describe(name: string): Promise<BackupFile> {
    const info = await stat(join(this.dir, name));
    return { name, size: info.size, created_at: info.mtime.toISOString() };
  }
}
