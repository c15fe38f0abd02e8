import { createHash, createHmac } from 'node:crypto';

/**
 * Written from the published descriptions, not from the server's code: hmac-sha256-rejection-v1
 * (message `lottery_number:pool_hash:counter`) and, given a beacon value, hmac-sha256-rejection-v2
 * (message `lottery_number:pool_hash:beacon_value:counter`).
 */
export function recomputeDraw(seedHex: string, lotteryNumber: string, tickets: string[], beaconValue?: string) {
  const pool = [...tickets].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const poolHash = createHash('sha256').update(pool.join('\n')).digest('hex');
  const n = BigInt(pool.length);
  const limit = 2n ** 32n - (2n ** 32n % n);
  for (let counter = 0; counter < 1000; counter++) {
    const message =
      beaconValue === undefined
        ? `${lotteryNumber}:${poolHash}:${counter}`
        : `${lotteryNumber}:${poolHash}:${beaconValue}:${counter}`;
    const mac = createHmac('sha256', Buffer.from(seedHex, 'hex')).update(message).digest();
    const x = BigInt(mac.readUInt32BE(0));
    if (x < limit) return { winner: pool[Number(x % n)], counter, poolHash, pool };
  }
  throw new Error('no accepted value');
}
