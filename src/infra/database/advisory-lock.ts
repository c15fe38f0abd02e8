import pg from 'pg';

/** Stable 32-bit keys for the advisory locks the app takes; one place so that no two jobs collide. */
export const LOCK_KEYS = {
  migrations: 724_001,
  seed: 724_002,
  expireReservations: 724_010,
  closeExpiredLotteries: 724_011,
  reconcilePayments: 724_012,
  refunds: 724_013,
  purgeOutbox: 724_020,
  drawWaiting: 724_041,
  /** transaction-level: serialises the rounds of the local draw beacon */
  localBeacon: 724_042,
} as const;

/**
 * Runs `fn` while holding a session-level PostgreSQL advisory lock on a dedicated connection, so
 * that several instances starting together run it one after the other.
 */
export async function withAdvisoryLock<T>(clientUrl: string, key: number, fn: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: clientUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [key]);
    try {
      return await fn();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key]);
    }
  } finally {
    await client.end();
  }
}
