import pg from 'pg';

/** Keys running in this process: the embedded PGlite is one session for every connection, so its advisory locks never exclude. */
const running = new Set<number>();

export type SingleFlight<T> = { ran: true; value: T } | { ran: false };

/**
 * Runs `fn` unless a run under the same key is already under way, in this process or in another
 * instance (a session-level pg_try_advisory_lock on a dedicated connection): then answers `{ ran: false }`
 * at once, without waiting. For costly actions a caller may repeat (backups, VACUUM): the caller says 409.
 * `fn`'s errors propagate; the lock is released whatever happens.
 */
export async function singleFlight<T>(clientUrl: string, key: number, fn: () => Promise<T>): Promise<SingleFlight<T>> {
  if (running.has(key)) return { ran: false };
  running.add(key);
  try {
    const client = new pg.Client({ connectionString: clientUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [key]);
      if (!rows[0]?.ok) return { ran: false };
      try {
        return { ran: true, value: await fn() };
      } finally {
        await client.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
      }
    } finally {
      await client.end().catch(() => {});
    }
  } finally {
    running.delete(key);
  }
}
