import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { BackupService } from './backup.service.js';

/**
 * An unknown backup is answered 404 before the download's audit row is written (@AuditRead logs a
 * download as it starts, so that one the client drops is logged too): a refused request writes nothing.
 */
@Injectable()
export class BackupExists implements CanActivate {
  constructor(private readonly backups: BackupService) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const { name } = ctx.switchToHttp().getRequest<Request>().params;
    await this.backups.file(String(name ?? ''));
    return true;
  }
}
