import { timingSafeEqual } from 'node:crypto';
import { KEY_PURPOSES, type AppSecrets } from '../../common/crypto/keys.js';
import { open, seal } from '../../common/crypto/secret-box.js';
import { seedCommitment } from './fair-draw.js';

/** The raffle a sealed seed belongs to, authenticated with it: a seed copied onto another raffle does not open. */
const associatedData = (lotteryNumber: string) => `lottery:${lotteryNumber}`;

export function sealSeed(secrets: AppSecrets, lotteryNumber: string, seed: Buffer): string {
  return seal(secrets, KEY_PURPOSES.lotterySeed, seed.toString('hex'), associatedData(lotteryNumber));
}

/** A seed that cannot be used for this raffle's draw: the draw must not happen and someone must look. */
export class SeedIntegrityError extends Error {
  override name = 'SeedIntegrityError';
}

/**
 * Opens the seed for the draw and checks it against the commitment published when sales opened. Seeds
 * sealed before the seal was bound to the raffle still open, and the commitment check covers them.
 */
export function openCommittedSeed(
  secrets: AppSecrets,
  lotteryNumber: string,
  sealed: string,
  commitment: string,
): Buffer {
  let seed: Buffer;
  try {
    seed = Buffer.from(open(secrets, KEY_PURPOSES.lotterySeed, sealed, associatedData(lotteryNumber)), 'hex');
  } catch (err) {
    throw new SeedIntegrityError(
      `The sealed seed of lottery ${lotteryNumber} does not open for it: ${(err as Error).message}`,
    );
  }
  const actual = Buffer.from(seedCommitment(seed), 'hex');
  const published = Buffer.from(commitment, 'hex');
  if (seed.length !== 32 || actual.length !== published.length || !timingSafeEqual(actual, published)) {
    throw new SeedIntegrityError(
      `The seed of lottery ${lotteryNumber} does not match its published commitment ${commitment}`,
    );
  }
  return seed;
}
