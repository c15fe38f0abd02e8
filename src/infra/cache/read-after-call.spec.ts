import { ReadAfterCall } from './read-after-call.js';

function controlledReads() {
  const pending: ((v: number) => void)[] = [];
  let started = 0;
  const reader = new ReadAfterCall(() => {
    started++;
    return new Promise<number>((resolve) => pending.push(resolve));
  });
  return { reader, pending, started: () => started };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('ReadAfterCall', () => {
  it('shares the read under way only with those who called before it began, the rest share the next one', async () => {
    const { reader, pending, started } = controlledReads();
    const first = reader.get();
    const second = reader.get();
    const third = reader.get();
    expect(started()).toBe(1);
    pending[0]!(1);
    await tick();
    expect(await first).toBe(1);
    expect(started()).toBe(2);
    pending[1]!(2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);
  });

  it('starts afresh once idle, and a failed read does not stop the next', async () => {
    const { reader, pending, started } = controlledReads();
    const a = reader.get();
    pending[0]!(7);
    expect(await a).toBe(7);
    const b = reader.get();
    expect(started()).toBe(2);
    pending[1]!(8);
    expect(await b).toBe(8);

    let fail = true;
    const flaky = new ReadAfterCall(() => (fail ? Promise.reject(new Error('down')) : Promise.resolve(3)));
    const failing = flaky.get();
    const waiting = flaky.get();
    fail = false;
    await expect(failing).rejects.toThrow('down');
    expect(await waiting).toBe(3);
  });
});
