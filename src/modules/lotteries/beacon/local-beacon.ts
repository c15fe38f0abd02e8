import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { LOCK_KEYS } from '../../../infra/database/advisory-lock.js';
import type { BeaconRound, BeaconSource } from './beacon-source.js';

interface Row {
  round: number;
  value: string;
  published_at: Date | string;
}

/**
 * A beacon of our own for development and tests: rounds are random values stored in `beacon_rounds`
 * and readable at /api/public/beacon/{round}. It proves nothing against us (we make the values), which
 * is why production refuses it unless the simulators are explicitly allowed. When no round follows the
 * closing yet, one is published on the spot. Rounds are made inside the draw's transaction under an
 * advisory lock, so they appear in the order of their times.
 */
export class LocalBeacon implements BeaconSource {
  readonly id = 'local';

  async roundAfter(tx: EntityManager, after: Date): Promise<BeaconRound | null> {
    const run = (sql: string, params: unknown[]) =>
      tx.getConnection().execute<Row[]>(sql, params, 'all', tx.getTransactionContext());
    await run('select pg_advisory_xact_lock(?)', [LOCK_KEYS.localBeacon]);
    const [existing] = await run(
      'select round, value, published_at from beacon_rounds where published_at > ? order by published_at, round limit 1',
      [after],
    );
    const row =
      existing ??
      (
        await run(
          'insert into beacon_rounds (value, published_at) select ?, clock_timestamp() where clock_timestamp() > ? returning round, value, published_at',
          [randomBytes(32).toString('hex'), after],
        )
      )[0];
    return row ? { round: row.round, value: row.value, publishedAt: new Date(row.published_at) } : null;
  }
}
