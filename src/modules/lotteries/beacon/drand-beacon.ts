import { Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { BeaconRound, BeaconSource } from './beacon-source.js';

/** League of Entropy's quicknet: a round every 3 seconds since 2023-08-23, unchained BLS on G1. */
export const DRAND_QUICKNET = '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971';

interface ChainInfo {
  genesis_time: number;
  period: number;
  hash: string;
}

/**
 * drand over HTTP (`GET {url}/{chain}/info`, `GET {url}/{chain}/public/{round}`). Round r is published at
 * genesis + (r − 1) × period, so the first round after a time is known without asking; it is fetched
 * only once its time has come. quicknet is unchained: randomness = SHA-256(signature), checked here;
 * the BLS signature itself can be checked by anyone against the chain's public key.
 */
export class DrandBeacon implements BeaconSource {
  readonly id: string;
  private readonly logger = new Logger(DrandBeacon.name);
  private info?: Promise<ChainInfo>;

  constructor(
    private readonly baseUrl: string,
    private readonly chain: string,
    private readonly timeoutMs: number,
  ) {
    this.id = `drand:${chain}`;
  }

  /** The number of the first round published strictly after `after`. */
  async roundNumberAfter(after: Date): Promise<{ round: number; at: Date }> {
    const { genesis_time: genesis, period } = await this.chainInfo();
    const round = Math.max(1, Math.floor((after.getTime() / 1000 - genesis) / period) + 2);
    return { round, at: new Date((genesis + (round - 1) * period) * 1000) };
  }

  /**
   * Never throws: a draw may be attempted inside a payment's transaction, which must not fail because
   * drand is slow or wrong. Unreachable or inconsistent answers are logged and the draw waits.
   */
  async roundAfter(_tx: unknown, after: Date): Promise<BeaconRound | null> {
    try {
      return await this.fetchRoundAfter(after);
    } catch (err) {
      this.logger.error(
        { err: (err as Error).message, after: after.toISOString() },
        'drand round unavailable: the draw waits',
      );
      return null;
    }
  }

  private async fetchRoundAfter(after: Date): Promise<BeaconRound | null> {
    const { round, at } = await this.roundNumberAfter(after);
    if (at.getTime() > Date.now()) return null;
    const res = await this.get(`/public/${round}`);
    // drand answers 425 Too Early (some relays 404) for a round not produced yet
    if (res.status === 425 || res.status === 404) return null;
    if (!res.ok) throw new Error(`drand answered ${res.status} for round ${round}`);
    const body = (await res.json()) as { round?: unknown; randomness?: unknown; signature?: unknown };
    if (
      body.round !== round ||
      typeof body.randomness !== 'string' ||
      typeof body.signature !== 'string' ||
      !/^[0-9a-f]{64}$/.test(body.randomness)
    ) {
      throw new Error(`drand sent a malformed round ${round}`);
    }
    if (createHash('sha256').update(Buffer.from(body.signature, 'hex')).digest('hex') !== body.randomness) {
      throw new Error(`drand round ${round}: randomness is not the hash of its signature`);
    }
    return { round, value: body.randomness, publishedAt: at };
  }

  private chainInfo(): Promise<ChainInfo> {
    this.info ??= (async () => {
      const res = await this.get('/info');
      if (!res.ok) throw new Error(`drand answered ${res.status} for the chain info`);
      const info = (await res.json()) as Partial<ChainInfo>;
      if (
        info.hash !== this.chain ||
        !Number.isInteger(info.genesis_time) ||
        !Number.isInteger(info.period) ||
        info.period! <= 0
      ) {
        throw new Error(`drand chain info does not describe chain ${this.chain}`);
      }
      return info as ChainInfo;
    })().catch((err: unknown) => {
      this.info = undefined;
      throw err;
    });
    return this.info;
  }

  private get(path: string): Promise<Response> {
    return fetch(`${this.baseUrl}/${this.chain}${path}`, {
      signal: AbortSignal.timeout(this.timeoutMs),
      headers: { accept: 'application/json' },
    });
  }
}
