import { loadConfig } from '../../src/config/config.js';
import { DrandBeacon, DRAND_QUICKNET } from '../../src/modules/lotteries/beacon/drand-beacon.js';
import { startDrandStub, STUB_CHAIN, type DrandStub } from '../support/drand-stub.js';

let stub: DrandStub;
beforeEach(async () => {
  stub = await startDrandStub();
});
afterEach(() => stub.close());

const beacon = (chain = STUB_CHAIN) => new DrandBeacon(stub.url, chain, 2000);
const at = (secondsAfterGenesis: number) => new Date((stub.genesis + secondsAfterGenesis) * 1000);

describe('the drand beacon client (against a local stub speaking drand’s HTTP API)', () => {
  it('picks the first round published strictly after the close', async () => {
    // round r is published at genesis + (r − 1) × 3 s
    await expect(beacon().roundNumberAfter(at(10))).resolves.toEqual({ round: 5, at: at(12) });
    await expect(beacon().roundNumberAfter(at(12))).resolves.toEqual({ round: 6, at: at(15) });
    await expect(beacon().roundNumberAfter(at(11.999))).resolves.toMatchObject({ round: 5 });
  });

  it('fetches that round, checks it and returns its value', async () => {
    const round = await beacon().roundAfter(null, at(10));
    expect(round).toEqual({ round: 5, value: stub.randomnessOf(5), publishedAt: at(12) });
    expect(stub.requests.map((r) => r.url)).toEqual([`/${STUB_CHAIN}/info`, `/${STUB_CHAIN}/public/5`]);
  });

  it('waits (null, no request for it) while the round is in the future', async () => {
    const b = beacon();
    await expect(b.roundAfter(null, new Date(Date.now() + 60_000))).resolves.toBeNull();
    expect(stub.requests.map((r) => r.url)).toEqual([`/${STUB_CHAIN}/info`]);
  });

  it('waits when drand is down, and when a round is not what drand publishes; it never throws', async () => {
    stub.mode = 'down';
    await expect(beacon().roundAfter(null, at(10))).resolves.toBeNull();
    stub.mode = 'forged';
    await expect(beacon().roundAfter(null, at(10))).resolves.toBeNull();
    stub.mode = 'ok';
    await expect(beacon().roundAfter(null, at(10))).resolves.toMatchObject({ round: 5 });
  });

  it('refuses a chain other than the one configured', async () => {
    await expect(beacon(DRAND_QUICKNET).roundAfter(null, at(10))).resolves.toBeNull();
    await expect(new DrandBeacon('http://127.0.0.1:9', STUB_CHAIN, 500).roundAfter(null, at(10))).resolves.toBeNull();
  });
});

describe('draw beacon configuration', () => {
  // real gateways configured, so that only the beacon decides
  const production = {
    NODE_ENV: 'production',
    APP_SECRET: 'x'.repeat(32),
    EBILLING_USERNAME: 'm',
    EBILLING_SHARED_KEY: 'k',
    SHAP_API_ID: 'i',
    SHAP_API_SECRET: 's',
  } as NodeJS.ProcessEnv;

  it('uses drand quicknet in production and the local beacon elsewhere', () => {
    expect(loadConfig(production).drawBeacon).toEqual({
      kind: 'drand',
      url: 'https://api.drand.sh',
      chain: DRAND_QUICKNET,
      timeoutMs: 5000,
    });
    expect(loadConfig({ NODE_ENV: 'test', APP_SECRET: 'x'.repeat(32) }).drawBeacon.kind).toBe('local');
    expect(
      loadConfig({
        NODE_ENV: 'test',
        APP_SECRET: 'x'.repeat(32),
        DRAW_BEACON: 'drand',
        DRAW_BEACON_URL: 'http://relay.example/',
        DRAW_BEACON_CHAIN: STUB_CHAIN,
      }).drawBeacon,
    ).toMatchObject({ kind: 'drand', url: 'http://relay.example', chain: STUB_CHAIN });
  });

  it('refuses the local beacon in production unless the simulators are explicitly allowed', () => {
    expect(() => loadConfig({ ...production, DRAW_BEACON: 'local' })).toThrow(/DRAW_BEACON=local/);
    expect(loadConfig({ ...production, DRAW_BEACON: 'local', ALLOW_SIMULATOR: '1' }).drawBeacon.kind).toBe('local');
    expect(() => loadConfig({ ...production, DRAW_BEACON_CHAIN: 'quicknet' })).toThrow(/DRAW_BEACON_CHAIN/);
  });
});
