import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../common/errors/domain-error.js';

export const BEACON_SOURCE = Symbol('BEACON_SOURCE');

/** One published value of a public randomness beacon. */
export interface BeaconRound {
  round: number;
  /** 32 bytes, lowercase hex */
  value: string;
  publishedAt: Date;
}

/**
 * A public source of randomness that nobody, us included, can know in advance. A raffle names its
 * source when it opens; its draw mixes in the first round published after sales closed.
 */
export interface BeaconSource {
  /** Named on the raffle at opening: `drand:<chain hash>` or `local`. */
  readonly id: string;
  /**
   * The first round published strictly after `after`, or null while it is not published yet (the
   * draw then waits). `tx` is the draw's transaction. Throws when the source cannot be reached.
   */
  roundAfter(tx: EntityManager, after: Date): Promise<BeaconRound | null>;
}

/** The beacon value a draw needs is not published yet (or the source cannot be reached): try later. */
export class DrawWaitingForBeaconError extends DomainError {
  constructor() {
    super(409, 'tickets.errors.draw_waiting_beacon', { code: 'draw_waiting_beacon' });
  }
}

/** Public address where anyone can read a round, from the source named on the raffle. */
export function beaconRoundUrl(source: string, round: number): string | null {
  const drand = /^drand:([0-9a-f]{64})$/.exec(source);
  if (drand) return `https://api.drand.sh/${drand[1]}/public/${round}`;
  if (source === 'local') return `/api/public/beacon/${round}`;
  return null;
}
