import { hashingLoad, hashPassword, MAX_CONCURRENT_HASHES, verifyPassword } from './password.js';

describe('argon2 work is bounded', () => {
  it(`runs at most ${MAX_CONCURRENT_HASHES} hashes at once and queues the others, all still correct`, async () => {
    let peak = 0;
    let queued = 0;
    const sample = setInterval(() => {
      const load = hashingLoad();
      peak = Math.max(peak, load.running);
      queued = Math.max(queued, load.waiting);
    }, 1);
    const before = hashingLoad().done;
    const passwords = Array.from({ length: 10 }, (_, i) => `mot de passe ${i}`);
    const started = passwords.map((p) => hashPassword(p));
    // synchronously after the calls: the first ones run, the rest wait their turn
    expect(hashingLoad()).toMatchObject({ running: MAX_CONCURRENT_HASHES, waiting: 10 - MAX_CONCURRENT_HASHES });
    const hashes = await Promise.all(started);
    clearInterval(sample);
    expect(peak).toBeLessThanOrEqual(MAX_CONCURRENT_HASHES);
    expect(queued).toBeGreaterThan(0);
    expect(hashingLoad().done - before).toBe(10);
    expect(hashingLoad()).toMatchObject({ running: 0, waiting: 0 });
    const checks = await Promise.all(hashes.map((h, i) => verifyPassword(h, passwords[i]!)));
    expect(checks.every(Boolean)).toBe(true);
    expect(await verifyPassword(hashes[0]!, 'autre')).toBe(false);
    expect(await verifyPassword('pas-un-hash', 'x')).toBe(false);
    expect(hashingLoad()).toMatchObject({ running: 0, waiting: 0 });
  });
});
