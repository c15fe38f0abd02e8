import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { BatchedCalls, CallFailed } from './batched-calls.js';

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
  /**
   * Every version a request needs (its session's, the settings', the privileges') is read by whichever
   * statement starts next, together with the others asked for meanwhile: one statement serves a burst of
   * requests and all the versions they need, instead of one each per version.
   */
  private readonly values = new BatchedCalls<string, string>((expressions) => this.readValues(expressions), 1_000);

  constructor(private readonly em: EntityManager) {}

  /**
   * The text of one SQL value expression (a version), read by a statement that begins after this call,
   * so that every write committed before the call is seen.
   */
  value(expression: string): Promise<string> {
    return this.values.call(expression);
  }

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

  private async readValues(expressions: string[]): Promise<(string | CallFailed)[]> {
    const distinct = [...new Set(expressions)];
    const read = async (list: string[]) => {
      const [row] = await this.rows<Record<string, string | null>>(
        `select ${list.map((e, i) => `(${e})::text as v${i}`).join(', ')}`,
      );
      return list.map((_, i) => row?.[`v${i}`] ?? '');
    };
    let values: (string | CallFailed)[];
    try {
      values = await read(distinct);
    } catch (err) {
      // one expression that fails (a table an instance ahead of its migrations asks for) must not fail the
      // others' callers with it: each is read on its own, and only its own callers get its error
      if (distinct.length === 1) throw err;
      values = await Promise.all(
        distinct.map((e) =>
          read([e]).then(
            ([v]) => v!,
            (e2: unknown) => new CallFailed(e2),
          ),
        ),
      );
    }
    return expressions.map((e) => values[distinct.indexOf(e)]!);
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    await this.pool?.end();
    this.pool = undefined;
  }
}
