import pg from 'pg';

/**
 * Stable 32-bit keys for the single-key advisory locks the app takes; one place so that no two collide
 * (test/integration/exclusive-jobs.test.ts checks that they are distinct and that no other file defines one).
 * A scheduled job's key is taken with pg_try_advisory_lock by ExclusiveRunner: a job whose key another lock
 * holds skips its tick. Changing a job's key is safe (jobs are idempotent); a transaction lock's key is not,
 * during a rolling deploy.
 */
export const LOCK_KEYS = {
  migrations: 724_001,
  seed: 724_002,
  expireReservations: 724_010,
  closeExpiredLotteries: 724_011,
  reconcilePayments: 724_012,
  refunds: 724_013,
  /** transaction-level: serialises settings saves */
  settingsSave: 724_020,
  /** was 724_020 too, the settings saves' key: a purge skipped its tick during a save, and saves waited on purges */
  purgeOutbox: 724_021,
  /** transaction-level: serialises the transactions that raise refunds */
  refundCreation: 724_030,
  /** was 724_030 too, the refund creations' key */
  lotteryReminders: 724_031,
  drawWaiting: 724_041,
  /** transaction-level: serialises the rounds of the local draw beacon */
  localBeacon: 724_042,
  /** single-flight (singleFlight): one backup and one database optimisation at a time, all instances together */
  backupCreate: 724_050,
  databaseOptimize: 724_051,
  /** the ledger's nightly verification (src/modules/ledger/ledger-check.job.ts) */
  ledgerCheck: 724_060,
  /** merchant payouts: releases of sales' money and payouts whose outcome is unknown (src/modules/payouts/payout-jobs.ts) */
  payouts: 724_070,
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
