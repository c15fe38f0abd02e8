import { BatchedCalls, CallFailed } from './batched-calls.js';

describe('BatchedCalls', () => {
  it('runs a lone call at once, then the calls that waited together', async () => {
    const batches: number[][] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const calls = new BatchedCalls<number, number>(async (items) => {
      batches.push(items);
      if (batches.length === 1) await gate;
      return items.map((n) => n * 10);
    });
    const first = calls.call(1);
    const rest = [calls.call(2), calls.call(3), calls.call(4)];
    release();
    expect(await first).toBe(10);
    expect(await Promise.all(rest)).toEqual([20, 30, 40]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('never puts more than `max` calls in one batch', async () => {
    const sizes: number[] = [];
    const calls = new BatchedCalls<number, number>(async (items) => {
      sizes.push(items.length);
      return items;
    }, 2);
    await Promise.all([1, 2, 3, 4, 5].map((n) => calls.call(n)));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(2);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(5);
  });

  it('fails the calls of a failed batch and goes on with the next', async () => {
    let n = 0;
    const calls = new BatchedCalls<string, string>(async (items) => {
      n += 1;
      if (n === 1) throw new Error('down');
      return items.map((s) => s.toUpperCase());
    });
    const failed = calls.call('a');
    const later = calls.call('b');
    await expect(failed).rejects.toThrow('down');
    expect(await later).toBe('B');
  });

  it('fails one call of a batch alone when the batch says so', async () => {
    const calls = new BatchedCalls<number, number>(async (items) =>
      items.map((n) => (n === 2 ? new CallFailed(new Error('refused')) : n)),
    );
    const answers = await Promise.allSettled([1, 2, 3].map((n) => calls.call(n)));
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(calls.idle).toBe(true);
  });
});
