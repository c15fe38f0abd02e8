import { Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';

/**
 * Runs a scheduled job on one instance at a time: a non-blocking advisory lock on its own connection;
 * the instances that do not get it skip this tick. Jobs are idempotent, so a skipped tick loses nothing.
 */
@Injectable()
export class ExclusiveRunner {
  private readonly logger = new Logger('Jobs');

  constructor(private readonly orm: MikroORM) {}

  async run(key: number, name: string, job: () => Promise<unknown>): Promise<boolean> {
    const client = new pg.Client({ connectionString: this.orm.config.get('clientUrl') });
    try {
      await client.connect();
      const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [key]);
      if (!rows[0]?.ok) return false;
      try {
        await job();
        return true;
      } finally {
        await client.query('select pg_advisory_unlock($1)', [key]);
      }
    } catch (err) {
      this.logger.error({ err, job: name }, 'Scheduled job failed');
      return false;
    } finally {
      await client.end().catch(() => {});
    }
  }
}
