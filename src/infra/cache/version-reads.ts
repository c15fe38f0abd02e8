import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';

/**
 * The data-version reads (settings, sessions, public pages), and the settings themselves when they have
 * changed, on two connections of their own, never from
 * the ORM's pool: a transaction that holds a raffle's row and asks for a setting (a payment's commission)
 * must not wait for a pooled connection while every other one waits for that row, which stalled
 * settlements in a flash sale until the pool's timeout.
 */
@Injectable()
export class VersionReads implements OnApplicationShutdown {
  private pool?: pg.Pool;
  private closed = false;

  constructor(private readonly em: EntityManager) {}

  async rows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    // a read arriving while the app stops must not open a pool nobody closes
    if (this.closed) throw new Error('The application is shutting down');
    if (!this.pool) {
      this.pool = new pg.Pool({ connectionString: this.em.config.get('clientUrl'), max: 2, idleTimeoutMillis: 30_000 });
      // an idle connection the server dropped is replaced by the next read; it is no reason to stop the process
      this.pool.on('error', () => undefined);
    }
    return (await this.pool.query(sql, params)).rows as T[];
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    await this.pool?.end();
    this.pool = undefined;
  }
}
