import { createHash } from 'node:crypto';
import { json, startHttpStub, type HttpStub } from './http-stub.js';

export const STUB_CHAIN = 'ab'.repeat(32);

export interface DrandStub extends HttpStub {
  genesis: number;
  period: number;
  /** what the stub publishes for a round (once its time has come) */
  randomnessOf(round: number): string;
  /** 'down': every request answers 500; 'forged': randomness is not the hash of the signature */
  mode: 'ok' | 'down' | 'forged';
}

const signatureOf = (round: number) =>
  createHash('sha512').update(`stub signature ${round}`).digest('hex').slice(0, 96);

/**
 * Speaks drand's HTTP API (`/{chain}/info`, `/{chain}/public/{round}`) for one unchained chain:
 * round r is published at genesis + (r − 1) × period; earlier requests get 425 Too Early.
 */
export async function startDrandStub(o: { genesis?: number; period?: number } = {}): Promise<DrandStub> {
  const genesis = o.genesis ?? Math.floor(Date.now() / 1000) - 3600;
  const period = o.period ?? 3;
  const randomnessOf = (round: number) =>
    createHash('sha256')
      .update(Buffer.from(signatureOf(round), 'hex'))
      .digest('hex');
  const state = { mode: 'ok' as DrandStub['mode'] };
  const http = await startHttpStub((req, res) => {
    if (state.mode === 'down') return json(res, 500, { error: 'down' });
    if (req.url === `/${STUB_CHAIN}/info`) {
      return json(res, 200, {
        public_key: '00',
        period,
        genesis_time: genesis,
        hash: STUB_CHAIN,
        groupHash: '00',
        schemeID: 'bls-unchained-g1-rfc9380',
        metadata: { beaconID: 'quicknet' },
      });
    }
    const m = new RegExp(`^/${STUB_CHAIN}/public/(\\d+)$`).exec(req.url);
    if (!m) return json(res, 404, { error: 'not found' });
    const round = Number(m[1]);
    if (genesis + (round - 1) * period > Date.now() / 1000) return json(res, 425, { error: 'too early' });
    const randomness = state.mode === 'forged' ? 'cd'.repeat(32) : randomnessOf(round);
    return json(res, 200, { round, randomness, signature: signatureOf(round) });
  });
  const stub = http as DrandStub;
  Object.defineProperties(stub, {
    genesis: { value: genesis },
    period: { value: period },
    randomnessOf: { value: randomnessOf },
    mode: { get: () => state.mode, set: (m: DrandStub['mode']) => (state.mode = m) },
  });
  return stub;
}
